"""Gather the source of the built app's LGPL components, for a release to offer beside its archives (LGPL-2.1
section 6(d): equivalent access to the source from the same place as the program).

    python build/lgpl_sources.py [APP_FOLDER] [OUT_FOLDER]

Each LGPL Python package's own source distribution is downloaded from PyPI at the exact version the build
carries (pygame-ce's holds the build scripts that name the exact upstream releases of the SDL libraries its
wheels bundle); SOURCES.txt lists every LGPL component with its version and where its source is.
"""
from __future__ import annotations

import hashlib
import json
import sys
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from third_party import LGPL, ROOT, _build_components, _source, chosen  # noqa: E402

PYPI = "https://pypi.org/pypi/{name}/json"


def source_distribution(name: str, version: str) -> tuple[str, str]:
    """(address, sha256) of a package's sdist on PyPI at that version; raises LookupError when it has none."""
    with urllib.request.urlopen(PYPI.format(name=name), timeout=60) as answer:
        releases = json.load(answer)["releases"]
    for file in releases.get(version, []):
        if file["packagetype"] == "sdist":
            return file["url"], file["digests"]["sha256"]
    raise LookupError(f"{name} {version} has no source distribution on PyPI")


def gather(app_folder: Path, out: Path) -> list[str]:
    """Download into out and write out/SOURCES.txt; the lines of SOURCES.txt."""
    out.mkdir(parents=True, exist_ok=True)
    lgpl = [c for c in _build_components(app_folder) if set(chosen(c) or []) & set(LGPL)]
    lines = ["Source code of the LGPL components in Survival Tabletop's builds", ""]
    for component in lgpl:
        line = f"{component.name} {component.version}".strip()
        if component.kind == "python package":
            address, digest = source_distribution(component.name, component.version)
            target = out / address.rsplit("/", 1)[-1]
            with urllib.request.urlopen(address, timeout=300) as answer:
                data = answer.read()
            if hashlib.sha256(data).hexdigest() != digest:
                raise RuntimeError(f"{address}: its checksum is not PyPI's")
            target.write_bytes(data)
            line += f": {target.name} (here), from {address}"
        else:
            line += f": {_source(component)}"
        lines.append(line)
    (out / "SOURCES.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return lines


if __name__ == "__main__":
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist" / "SurvivalTabletop"
    print("\n".join(gather(folder, Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / "dist" / "sources")))
