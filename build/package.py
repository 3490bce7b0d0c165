"""The built app in each system's own form, named by version and system, ready to upload:

- Linux: a tarball of the onedir folder with a .desktop entry and the icon beside the program;
- Windows: the onedir folder zipped (its program carries a version resource: see version_resource);
- macOS: the .app bundle PyInstaller made (with its Info.plist), zipped.
"""
from __future__ import annotations

import platform
import sys
import tarfile
import zipfile
from pathlib import Path

APP_NAME = "SurvivalTabletop"
DESKTOP_ENTRY = """[Desktop Entry]
Type=Application
Name=Survival Tabletop
GenericName=Board games
Comment=Post-apocalyptic survival board games with their rules enforced
Exec=SurvivalTabletop
Icon=SurvivalTabletop
Terminal=false
Categories=Game;BoardGame;
"""


def system_name() -> str:
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def archive_name(version: str) -> str:
    machine = platform.machine().lower().replace("amd64", "x86_64") or "unknown"
    suffix = ".tar.gz" if system_name() == "linux" else ".zip"
    return f"{APP_NAME}-{version}-{system_name()}-{machine}{suffix}"


def write_desktop_entry(app_folder: Path) -> Path:
    """Linux's menu entry, beside the program (install.sh-free: copy it to ~/.local/share/applications and set
    Exec to the program's full path)."""
    path = app_folder / f"{APP_NAME}.desktop"
    path.write_text(DESKTOP_ENTRY, encoding="utf-8")
    return path


def _zip(source: Path, archive: Path) -> None:
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as bundle:
        for path in sorted(source.rglob("*")):
            if path.is_symlink():            # a macOS framework's links: keep them links
                info = zipfile.ZipInfo(str(path.relative_to(source.parent)))
                info.external_attr = 0o120777 << 16
                bundle.writestr(info, str(path.readlink()))
            elif path.is_file():
                bundle.write(path, path.relative_to(source.parent))


def package(dist: Path, version: str) -> Path:
    """The system's archive of the built app, in dist/."""
    archive = dist / archive_name(version)
    if system_name() == "linux":
        app_folder = dist / APP_NAME
        write_desktop_entry(app_folder)
        with tarfile.open(archive, "w:gz", compresslevel=9) as bundle:
            bundle.add(app_folder, arcname=APP_NAME)
    elif system_name() == "macos":
        _zip(dist / f"{APP_NAME}.app", archive)
    else:
        _zip(dist / APP_NAME, archive)
    return archive


def version_resource(version: str, path: Path) -> Path:
    """The Windows program's version resource, in PyInstaller's version-file form (the spec passes it as
    version=): the file and product versions Explorer shows."""
    numbers = tuple(int(part) for part in version.split(".")[:3]) + (0,)
    path.write_text(f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0, OS=0x40004, fileType=0x1,
                    subtype=0x0, date=(0, 0)),
  kids=[StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'The Survival Tabletop authors'),
      StringStruct('FileDescription', 'Survival Tabletop'),
      StringStruct('FileVersion', '{version}'),
      StringStruct('InternalName', '{APP_NAME}'),
      StringStruct('LegalCopyright', 'MIT licence; see LICENSE and THIRD_PARTY_LICENSES'),
      StringStruct('OriginalFilename', '{APP_NAME}.exe'),
      StringStruct('ProductName', 'Survival Tabletop'),
      StringStruct('ProductVersion', '{version}')])]),
        VarFileInfo([VarStruct('Translation', [1033, 1200])])]
)
""", encoding="utf-8")
    return path
