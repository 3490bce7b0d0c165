"""Finding mods, reading their manifests, and keeping their files inside their folders."""
from __future__ import annotations

import errno
import io
import os
import re
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from .effects import Vocabulary
from .problems import ContentError, Problem
from .tomlfile import not_regular_reason, read_regular_file, read_toml

MOD_FORMAT_VERSION = 1
MAX_IMAGE_PIXELS = 2048 * 2048
MAX_IMAGE_BYTES = 8 * 1024 * 1024
MAX_MOD_FILES = 400


@dataclass(frozen=True, slots=True)
class ModManifest:
    id: str
    name: str
    version: str
    game: str
    format_version: int
    description: str = ""
    files: tuple[str, ...] = ()


_manifest_schema = Vocabulary("mod-manifest")


@dataclass
class Mod:
    folder: Path
    manifest: ModManifest | None = None
    errors: list[ContentError] = field(default_factory=list)
    enabled: bool = True                 # the player's choice in the Mods screen
    data_files: list[Path] = field(default_factory=list)
    art: dict[str, Path] = field(default_factory=dict)   # card id -> PNG
    manifest_lines: dict[str, int] = field(default_factory=dict)   # mod.toml key -> line, for later messages

    @property
    def id(self) -> str:
        return self.manifest.id if self.manifest else self.folder.name

    @property
    def name(self) -> str:
        return self.manifest.name if self.manifest else self.folder.name

    @property
    def game(self) -> str | None:
        return self.manifest.game if self.manifest else None

    @property
    def ok(self) -> bool:
        return not self.errors

    @property
    def active(self) -> bool:
        return self.enabled and self.ok

    def manifest_error(self, key: str, message: str) -> ContentError:
        """A problem with one mod.toml field, found after the manifest was read."""
        return ContentError(self.shown(self.folder / "mod.toml"), self.manifest_lines.get(key), key, message)

    def shown(self, path: Path) -> str:
        """A path as messages show it: mod folder name plus the path inside it."""
        try:
            return str(PurePosixPath(self.folder.name) / path.relative_to(self.folder).as_posix())
        except ValueError:   # never print where the player keeps their files
            return str(PurePosixPath(self.folder.name) / path.name)


def discover(folders: list[Path], disabled: set[str] | frozenset[str] = frozenset()) -> list[Mod]:
    mods: list[Mod] = []
    for root in folders:
        if not root.is_dir():
            continue
        for entry in sorted(root.iterdir()):
            if entry.is_dir() and not entry.name.startswith("."):
                mod = read_mod(entry)
                mod.enabled = mod.id not in disabled
                mods.append(mod)
    seen: dict[str, Mod] = {}
    for mod in mods:
        if mod.manifest and mod.id in seen:
            mod.errors.append(mod.manifest_error(
                "id", f"mod id {mod.id!r} is already used by folder {seen[mod.id].folder.name}"))
        seen.setdefault(mod.id, mod)
    return mods


def read_mod(folder: Path) -> Mod:
    mod = Mod(folder)
    manifest_path = folder / "mod.toml"
    shown = mod.shown(manifest_path)
    if not os.path.lexists(manifest_path):
        mod.errors.append(ContentError(shown, None, "", "missing mod.toml (id, name, version, game, format_version)"))
        return mod
    # Checked before opening: a mod.toml linked to /etc/passwd or to another mod's manifest is never read.
    refused = file_refusal(folder, "mod.toml")
    if refused:
        mod.errors.append(ContentError(shown, None, "", refused))
        return mod
    document, errors = read_toml(manifest_path, shown)
    if document is None:
        mod.errors.extend(errors)
        return mod
    problems: list[Problem] = []
    manifest = _manifest_schema.parse_record(ModManifest, document.data, "", problems, [], None)
    # parse_record builds paths like ".id"; strip the leading dot for messages
    mod.errors.extend(document.error(Problem(p.path.lstrip("."), p.message)) for p in problems)
    if manifest is None:
        return mod
    if not re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,47}", manifest.id):
        mod.errors.append(document.error(Problem("id", "mod id must be lowercase letters, digits, '-' or '_'")))
    if manifest.format_version > MOD_FORMAT_VERSION:
        mod.errors.append(document.error(Problem(
            "format_version", f"format_version {manifest.format_version} is newer than this app reads "
                              f"({MOD_FORMAT_VERSION}); update the app")))
    elif manifest.format_version < 1:
        mod.errors.append(document.error(Problem("format_version", "format_version must be 1 or more")))
    mod.manifest = manifest
    mod.manifest_lines = dict(document.lines)
    _collect_files(mod, document)
    return mod


def _collect_files(mod: Mod, manifest_doc) -> None:
    if mod.manifest.files:
        for index, relative in enumerate(mod.manifest.files):
            target, reason = safe_join(mod.folder, relative)
            if target is None:
                mod.errors.append(manifest_doc.error(Problem(f"files[{index}]", reason)))
            elif target.suffix.lower() != ".toml":
                mod.errors.append(manifest_doc.error(Problem(f"files[{index}]", "data files must be .toml")))
            else:
                mod.data_files.append(target)
    walked = 0
    for current, folders, files in os.walk(mod.folder, followlinks=False):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        for name in sorted(files):
            walked += 1
            if walked > MAX_MOD_FILES:
                mod.errors.append(ContentError(mod.shown(mod.folder), None, "", f"more than {MAX_MOD_FILES} files"))
                return
            path = Path(current) / name
            refused = file_refusal(mod.folder, path.relative_to(mod.folder).as_posix())
            if refused:
                mod.errors.append(ContentError(mod.shown(path), None, "", refused))
                continue
            suffix = path.suffix.lower()
            if suffix == ".toml" and name != "mod.toml" and not mod.manifest.files:
                mod.data_files.append(path)
            elif suffix == ".png":
                mod.art[path.stem] = path
            elif suffix in {".jpg", ".jpeg", ".gif", ".bmp", ".webp", ".tga"}:
                mod.errors.append(ContentError(mod.shown(path), None, "", "art must be PNG"))


def safe_join(root: Path, relative: str) -> tuple[Path | None, str]:
    """A path written in a mod file, or why not: it must name a regular file inside the mod folder."""
    if not isinstance(relative, str) or not relative:
        return None, "empty path"
    if "\\" in relative:
        return None, f"path {relative!r} uses backslashes; write paths with '/'"
    if relative.startswith("/") or re.match(r"^[A-Za-z]:", relative):
        return None, f"path {relative!r} is absolute; paths must be relative to the mod folder"
    if any(part == ".." for part in relative.split("/")):
        return None, f"path {relative!r} goes up with '..'; it must stay inside the mod folder"
    if "\x00" in relative:
        return None, "path contains a NUL character"
    refused = file_refusal(root, relative)
    # the path as written, not the link's target, so messages name the file the author wrote
    return (None, refused) if refused else (root / relative, "")


def file_refusal(root: Path, relative: str) -> str | None:
    """Why the file at `relative` in a mod folder must not be opened, or None when it is safe to read.

    It must be a regular file: a FIFO would block the game and a device never ends. A link may
    point elsewhere inside the folder but not out of it, and a link loop is reported, not followed.
    The mod folder itself may be a link, as when a mod kept elsewhere is linked into the mods folder.
    """
    path = root / relative
    try:
        target = os.path.realpath(path, strict=True)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return f"path {relative!r} is a link that loops back on itself"
        if exc.errno in (errno.ENOENT, errno.ENOTDIR):
            return (f"path {relative!r} is a link to a file that does not exist" if os.path.islink(path)
                    else f"no such file {relative!r}")
        return f"cannot read {relative!r}: {exc.strerror or exc}"
    if not Path(target).is_relative_to(os.path.realpath(root)):
        return f"path {relative!r} leads outside the mod folder (through a link)"
    try:
        return not_regular_reason(os.stat(target).st_mode, f"path {relative!r}")
    except OSError as exc:
        return f"cannot read {relative!r}: {exc.strerror or exc}"


def check_png(path: Path) -> str | None:
    """Why a mod image can't be used, in words a mod author can act on, or None when it is a sane PNG."""
    data, reason = read_regular_file(path, MAX_IMAGE_BYTES, "image")
    if data is None:
        return reason
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "not a PNG file (art must be PNG)"
    import warnings

    from PIL import Image
    # Pillow fails in many ways (SyntaxError, struct.error, IndexError...) whose text means nothing to a
    # mod author, so each stage gets one plain reason and the exception's own text is never shown.
    stage = "broken PNG: its header is damaged or the file is cut short"
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data), formats=["PNG"]) as image:
                width, height = image.size
                if width * height > MAX_IMAGE_PIXELS:
                    return f"image is {width}x{height}; the limit is {MAX_IMAGE_PIXELS} pixels"
                stage = "broken PNG: the image data is damaged or cut short"
                image.verify()
            # verify() checks chunks, not pixels; decoding catches corrupt image data too.
            with Image.open(io.BytesIO(data), formats=["PNG"]) as image:
                image.load()
    except (Image.DecompressionBombWarning, Image.DecompressionBombError):
        return "image is a decompression bomb (too many pixels)"
    except Exception:   # see above: the stage says what went wrong
        return stage
    return None
