"""Build the onedir app with PyInstaller, run its smoke test, and print its size.

    python build/build_app.py [--skip-smoke]
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
APP_NAME = "SurvivalTabletop"


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def main(argv: list[str]) -> int:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "work"),
                    str(ROOT / "installer.spec")], check=True, cwd=ROOT)
    app_folder = DIST / APP_NAME
    executable = app_folder / (APP_NAME + (".exe" if os.name == "nt" else ""))
    print(f"built app: {app_folder} ({folder_size(app_folder) / 1e6:.1f} MB)")
    if "--skip-smoke" in argv:
        return 0
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               SURVIVAL_TABLETOP_HOME=str(ROOT / "build" / "work" / "smoke-home"))
    result = subprocess.run([str(executable), "--smoke-test"], env=env, cwd=app_folder)
    print(f"smoke test of the built app: {'passed' if result.returncode == 0 else 'FAILED'}")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
