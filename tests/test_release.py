"""What the release builds rest on, checked here since they can run only on each system: the release workflow
passes actionlint; each system's archive is named by version and system and holds what that system expects
(Linux: the program, its icon and a .desktop entry); the Windows version resource says this version."""
from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from game import __version__

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))

import package  # noqa: E402  (build/package.py)


def test_the_release_workflow_passes_actionlint():
    actionlint = shutil.which("actionlint", path=str(Path(sys.executable).parent)) or shutil.which("actionlint")
    if actionlint is None and sys.platform == "darwin":
        pytest.skip("actionlint has no macOS wheel: the Linux and Windows test runs check the workflow")
    assert actionlint, "actionlint comes with the test extras (pyproject.toml)"
    workflows = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
    assert workflows
    result = subprocess.run([actionlint, "-no-color", *map(str, workflows)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text()
    assert all(runner in text for runner in ("ubuntu", "windows", "macos")) and "build/dev.py app-build" in text


def test_the_archive_is_named_by_version_and_system(monkeypatch):
    for platform_name, system, suffix in (("linux", "linux", ".tar.gz"), ("win32", "windows", ".zip"),
                                          ("darwin", "macos", ".zip")):
        monkeypatch.setattr(package.sys, "platform", platform_name)
        name = package.archive_name("1.2.3")
        assert name.startswith(f"SurvivalTabletop-1.2.3-{system}-") and name.endswith(suffix)


@pytest.mark.skipif(sys.platform != "linux", reason="the Linux form")
def test_the_linux_tarball_holds_the_program_its_icon_and_a_desktop_entry(tmp_path):
    app = tmp_path / "SurvivalTabletop"
    (app / "_internal").mkdir(parents=True)
    (app / "SurvivalTabletop").write_bytes(b"\x7fELF")
    (app / "_internal" / "SurvivalTabletop.png").write_bytes(b"png")
    archive = package.package(tmp_path, __version__)
    with tarfile.open(archive) as bundle:
        names = set(bundle.getnames())
        entry = bundle.extractfile("SurvivalTabletop/SurvivalTabletop.desktop").read().decode()
    assert {"SurvivalTabletop/SurvivalTabletop", "SurvivalTabletop/SurvivalTabletop.desktop"} <= names
    assert "Exec=SurvivalTabletop" in entry and "Icon=SurvivalTabletop" in entry and "Categories=Game;" in entry


def test_the_windows_version_resource_says_this_version(tmp_path):
    text = package.version_resource("2.10.4", tmp_path / "version.txt").read_text()
    assert "filevers=(2, 10, 4, 0)" in text and "StringStruct('ProductVersion', '2.10.4')" in text
    compile(text, "version.txt", "eval")      # PyInstaller reads it as a Python expression


def test_the_spec_gives_each_system_its_form():
    spec = (ROOT / "installer.spec").read_text()
    assert "BUNDLE(" in spec and "CFBundleShortVersionString" in spec, "macOS: an .app with its Info.plist"
    assert "version=str(VERSION_RESOURCE)" in spec and "icon=" in spec, "Windows: a version resource and icon"
    assert "LICENSE" in spec
