"""Building mod folders for the mod tests and the mod fuzz suite, and running check-mods on them."""
from __future__ import annotations

import argparse
import contextlib
import io
import os
import signal
import socket
import stat
from pathlib import Path

import pytest
from PIL import Image

from game.cli_tools import check_mods_command

needs_posix = pytest.mark.skipif(os.name != "posix", reason="links, FIFOs and device files are POSIX features here")


def manifest_text(name: str, extra: str = "", mod_id: str | None = None, game: str = "hit_z_road") -> str:
    return (f'id = "{mod_id or name}"\nname = "Corpus: {name}"\nversion = "1.0.0"\n'
            f'game = "{game}"\nformat_version = 1\n{extra}')


def png_bytes(size: tuple[int, int] = (8, 8)) -> bytes:
    out = io.BytesIO()
    Image.new("1", size).save(out, format="PNG")
    return out.getvalue()


def write_files(folder: Path, files: dict[str, str | bytes]) -> None:
    for relative, body in files.items():
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(body, bytes):
            path.write_bytes(body)
        else:
            path.write_text(body, encoding="utf-8")


def make_link(link: Path, target: Path | str) -> None:
    link.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.symlink(target, link)
    except (OSError, NotImplementedError):
        pytest.skip("this system cannot make symbolic links")


# What can stand where a mod file belongs, and the words its refusal must use.
SPECIAL_FILES = {
    "link-outside": "leads outside the mod folder",
    "link-to-dev-zero": "leads outside the mod folder",
    "link-to-dev-null": "leads outside the mod folder",
    "link-to-itself": "loops back on itself",
    "link-loop": "loops back on itself",
    "dangling-link": "a link to a file that does not exist",
    "fifo": "is a named pipe (FIFO), not a regular file",
    "link-to-fifo-inside": "is a named pipe (FIFO), not a regular file",
    "zero-device": "is a device, not a regular file",
    "socket": "is a socket, not a regular file",
    "folder": "is a folder, not a regular file",
}


def make_special_file(kind: str, path: Path, outside: Path) -> None:
    """Put something that is not a plain file at `path` (see SPECIAL_FILES); skips where the system can't.

    `outside` is a folder outside every mods folder, for the links that lead out.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "link-outside":
        write_files(outside, {path.name: 'id = "elsewhere"\n'})
        make_link(path, outside / path.name)
    elif kind in ("link-to-dev-zero", "link-to-dev-null"):
        device = "/dev/zero" if kind == "link-to-dev-zero" else "/dev/null"
        if not os.path.exists(device):
            pytest.skip(f"no {device}")
        make_link(path, device)
    elif kind == "link-to-itself":
        make_link(path, path.name)
    elif kind == "link-loop":
        make_link(path, f"{path.stem}-other{path.suffix}")
        make_link(path.with_name(f"{path.stem}-other{path.suffix}"), path.name)
    elif kind == "dangling-link":
        make_link(path, "nothing-here" + path.suffix)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "link-to-fifo-inside":
        os.mkfifo(path.with_name("pipe"))
        make_link(path, "pipe")
    elif kind == "zero-device":
        try:
            os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 5))   # what /dev/zero is
        except (OSError, AttributeError):
            pytest.skip("this system does not let the tests make device files")
    elif kind == "socket":
        listener = socket.socket(socket.AF_UNIX)
        try:
            listener.bind(str(path))
        except OSError:
            pytest.skip("socket path too long for this system")
        finally:
            listener.close()
    elif kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("a folder where a file belongs", encoding="utf-8")
    else:
        raise ValueError(kind)


class StillRunning(Exception):
    """Raised into a block that ran too long; not an OSError, so code reading files can't mistake it for one."""


@contextlib.contextmanager
def no_hang(seconds: int, what: str):
    """Fail the test, rather than hang the suite, when the block runs longer than `seconds`.

    SIGALRM interrupts even an open() blocked on a FIFO. Where there is no SIGALRM the block just runs.
    """
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def give_up(signum, frame):
        raise StillRunning(f"{what}: still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, give_up)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def check_mods_output(folder: Path) -> tuple[int, str, str]:
    """`python -m game check-mods folder` in-process: its exit status, what it printed, and its stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = check_mods_command(argparse.Namespace(folder=folder))
    return status, out.getvalue(), err.getvalue()
