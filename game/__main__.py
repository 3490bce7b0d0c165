"""Command line: play (default), --smoke-test, replay, and the lead's check-mods / simulate tools."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="survival-tabletop",
                                     description="Post-apocalyptic survival board games with the rules enforced.")
    from . import __version__
    parser.add_argument("--version", action="version", version=f"Survival Tabletop {__version__}")
    parser.add_argument("--mods", action="append", type=Path, default=[], metavar="DIR",
                        help="also load mods from this folder (repeatable)")
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)   # the bench's startup probe
    parser.add_argument("--smoke-test", action="store_true",
                        help="open the window, play a few bot rounds of every game through the real screens, "
                             "save, load and quit; exit status 0 when all went well")
    try:
        from .cli_tools import add_subcommand_arguments
    except ImportError:   # the command-line tools are optional; the app runs without them
        pass
    else:
        add_subcommand_arguments(parser.add_subparsers(dest="command"))
    return parser


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # keep the console for our own messages
    args = build_parser().parse_args(argv)
    command = getattr(args, "command", None)
    if command == "check-mods":
        from .cli_tools import check_mods_command
        return check_mods_command(args)
    if command == "simulate":
        from .cli_tools import simulate_command
        return simulate_command(args)
    if command == "replay":
        from .app.replay_tool import replay_command
        return replay_command(args)
    if args.first_frame:     # bench/bench_app.py times the program, built or from source, to this line
        from .app.app import App
        from .app.scenes.title import TitleScene
        app = App(mod_folders=args.mods)
        app.stack.reset(TitleScene(app))
        app.run_frames(1)
        print("first frame", flush=True)
        return 0
    if args.smoke_test:
        from .app.smoke import run_smoke_test
        return run_smoke_test(mod_folders=args.mods)
    from .app.app import App
    from .app.scenes.title import TitleScene
    app = App(mod_folders=args.mods)
    app.run(TitleScene(app))
    return 0


if __name__ == "__main__":
    sys.exit(main())
