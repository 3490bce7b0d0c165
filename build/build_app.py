"""Build the onedir app with PyInstaller (on macOS, its .app bundle), run its smoke test, and pack it in the
system's own form (build/package.py); print its size.

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
    sys.path[:0] = [str(ROOT), str(ROOT / "build")]     # the game's art, and icons.py beside this file
    from icons import write_icons
    from package import package, system_name, version_resource

    from game import __version__
    work = ROOT / "build" / "work"
    write_icons(work / "icons")       # the spec takes its system's icon from here
    if system_name() == "windows":
        version_resource(__version__, work / "version_resource.txt")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "work"),
                    str(ROOT / "installer.spec")], check=True, cwd=ROOT)
    app_folder = DIST / APP_NAME
    executable = app_folder / (APP_NAME + (".exe" if os.name == "nt" else ""))
    if system_name() == "macos":
        app_folder = DIST / f"{APP_NAME}.app"
        executable = app_folder / "Contents" / "MacOS" / APP_NAME
    print(f"built app: {app_folder} ({folder_size(app_folder) / 1e6:.1f} MB)")
    from third_party import main as write_licences          # THIRD_PARTY_LICENSES, and the licence check
    bundles = [DIST / APP_NAME] + [path for path in [DIST / f"{APP_NAME}.app"] if path.is_dir()]
    if any([write_licences(folder) for folder in bundles]):
        print("licence check FAILED: see the problems above")
        return 1
    if "--skip-smoke" not in argv:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   SURVIVAL_TABLETOP_HOME=str(work / "smoke-home"))
        result = subprocess.run([str(executable), "--smoke-test"], env=env, cwd=executable.parent)
        print(f"smoke test of the built app: {'passed' if result.returncode == 0 else 'FAILED'}")
        if result.returncode:
            return result.returncode
    archive = package(DIST, __version__)
    print(f"packed: {archive} ({archive.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
