"""Everything Lost: the solo survival campaign (rules in progress; not yet registered in BUILT)."""
