"""The op frames Salvation Road's tasks run: where a frame's ops come from, and its cause.

A frame's "src" is [kind, id] (an ability of a character or a location, an apocalypse card, a wound
type); "addr" finds a nested op list: [op index, k] pairs, k the option of a choose, -1 the ops an
if_lacking holds, or the name of the field holding them ("then", "otherwise", "effects").
"""
from __future__ import annotations

from .state import State

# tasks: ops and multi-step work
def _push_ops(state: State, kind: str, item: str, actor: str, wslot: int | None = None, addr: list | None = None) -> None:
    state.task_stack.append({"t": "ops", "src": [kind, item], "addr": addr or [], "i": 0, "c": actor, "w": wslot})


def _source_ops(state: State, src: list, addr: list) -> tuple:
    kind, item = src
    tables = state.content.tables
    if kind == "char":
        ops = tables["characters"][item].ability.effects
    elif kind == "loc":
        ops = tables["locations"][item].ability.effects
    elif kind == "apoc":
        ops = tables["apocalypse"][item].effects
    else:
        ops = tables["wounds"][item].effects
    for op_index, option in addr:
        if option.__class__ is str:
            ops = getattr(ops[op_index], option)
        else:
            ops = ops[op_index].options[option].effects if option >= 0 else ops[op_index].effects
    return ops


def _cause(src: list) -> str:
    kind, item = src
    return {"char": "ability", "loc": "location", "apoc": "card", "wound": "wound"}[kind] + ":" + item


def _source_name(state: State, src: list) -> str:
    """The ops' source in words: "Scavenger's Eye", "Hunger Moon", "the Infected Bite"."""
    kind, item = src
    tables = state.content.tables
    if kind == "char":
        return tables["characters"][item].ability.name
    if kind == "loc":
        return tables["locations"][item].ability.name
    if kind == "apoc":
        return tables["apocalypse"][item].name
    return f"the {tables['wounds'][item].name}"
