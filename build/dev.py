"""Set up the project's virtual environment when needed, then play or test.

    python3 build/dev.py play [app arguments]    # e.g. --mods DIR
    python3 build/dev.py test [pytest arguments]
    python3 build/dev.py app-build               # PyInstaller onedir build + its smoke test
    python3 build/dev.py bench                   # every benchmark (bench/run_all.py), python-chess included

Works on Linux, macOS and Windows with only Python 3.11+ installed. The
environment is reinstalled only when pyproject.toml changes.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".venv"
EXTRAS = {"play": "", "test": "[test]", "app-build": "[test,build]", "bench": "[bench]"}


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def ensure_environment(extras: str) -> Path:
    if sys.version_info < (3, 11):
        sys.exit(f"Survival Tabletop needs Python 3.11 or newer; this is {sys.version.split()[0]}")
    python = venv_python()
    if not python.exists():
        print(f"Creating the virtual environment in {VENV} ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes() + extras.encode()).hexdigest()
    stamp = VENV / f".installed{extras.replace('[', '-').replace(']', '').replace(',', '-')}"
    if not stamp.exists() or stamp.read_text() != wanted:
        print(f"Installing Survival Tabletop{extras} and its dependencies ...", flush=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                        "-e", f"{ROOT}{extras}"], check=True)
        stamp.write_text(wanted)
    return python


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in EXTRAS:
        print(__doc__)
        return 2
    command, rest = argv[0], argv[1:]
    python = ensure_environment(EXTRAS[command])
    if command == "play":
        return subprocess.call([str(python), "-m", "game", *rest], cwd=ROOT)
    if command == "test":
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        return subprocess.call([str(python), "-m", "pytest", *rest], cwd=ROOT, env=env)
    if command == "bench":
        return subprocess.call([str(python), str(ROOT / "bench" / "run_all.py"), *rest], cwd=ROOT)
    return subprocess.call([str(python), str(ROOT / "build" / "build_app.py"), *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
