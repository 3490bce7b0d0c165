"""build/third_party.py: the bundled components' licences, collected into THIRD_PARTY_LICENSES."""
from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build"))
import third_party  # noqa: E402
from third_party import Component, chosen, collect, library_components, main, python_components  # noqa: E402

SITE = Path(sysconfig.get_paths()["purelib"])
LGPL_LIBRARIES = ("alsa-lib", "FluidSynth", "libsndfile", "mpg123")


def _link(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.symlink(source, target)
    except OSError:
        shutil.copy2(source, target)


@pytest.fixture
def app(tmp_path: Path) -> Path:
    """A built folder as PyInstaller lays it out, from this machine's installed packages."""
    if not (SITE / "pygame_ce.libs").is_dir() or not (SITE / "pillow.libs").is_dir():
        pytest.skip("needs the manylinux wheels of pygame-ce and pillow")
    internal = tmp_path / "SurvivalTabletop" / "_internal"
    for folder in ("pygame_ce.libs", "pillow.libs"):
        for library in (SITE / folder).iterdir():
            _link(library, internal / folder / library.name)
    for font in [SITE / "pygame" / "freesansbold.ttf", *(SITE / "pygame_gui" / "data").glob("*.[ot]tf")]:
        _link(font, internal / font.relative_to(SITE))
    for module in [*(SITE / "pygame").glob("base.*.so"), *(SITE / "PIL").glob("_imaging.*.so")]:
        _link(module, internal / module.relative_to(SITE))   # extension modules: part of their package
    (internal / "pygame" / "__init__.py").write_text("# pygame's modules collected as files\n")
    dynload = Path(sysconfig.get_config_var("DESTSHARED") or "")
    for module in list(dynload.glob("_ssl.*.so"))[:1]:
        _link(module, internal / "lib-dynload" / module.name)
    return tmp_path / "SurvivalTabletop"


def _table_expressions() -> list[tuple[str, str]]:
    rows = [(licence, "shared library") for _, _, licence, _, _ in third_party.LIBRARIES]
    rows += [(older, "shared library") for _, older in third_party.OLDER.values()]
    rows += [(licence, "font") for _, _, licence, _ in third_party.FONTS]
    rows += [(licence, "python package") for licence in third_party.LICENCE_ALIASES.values()]
    rows += [(c.licence, c.kind) for c in python_components()]
    rows += [(c.licence, c.kind) for c in third_party._runtime_components()]
    return rows


def test_every_licence_the_tables_use_has_its_text():
    for expression, kind in _table_expressions():
        terms = chosen(Component("x", "", kind, expression, [], ""))
        if terms is None:
            continue                                    # a licence we refuse (FFTW, Readline, ...): no text needed
        for licence_id in third_party._ids(terms):
            path = third_party.text_file(licence_id)
            assert path is not None, f"build/licences/ has no text for {licence_id} ({expression})"
            assert len(path.read_text(encoding="utf-8").strip()) > 200, path


def test_refused_licences_are_refused():
    for expression, kind in [("GPL-2.0-only", "shared library"), ("GPL-3.0-or-later", "shared library"),
                             ("LGPL-2.1-or-later", "font"), ("OFL-1.1", "shared library"), ("", "font"),
                             ("Proprietary", "python package")]:
        assert chosen(Component("x", "", kind, expression, [], "")) is None, (expression, kind)
    assert chosen(Component("x", "", "shared library", "FTL OR GPL-2.0-or-later", [], "")) == ["FTL"]
    assert chosen(Component("x", "", "shared library", "BSD-3-Clause OR GPL-2.0-only", [], "")) == ["BSD-3-Clause"]


def test_markers_and_extras():
    assert third_party._required("pyyaml (>=3.10) ; extra == 'yaml'") is None
    assert third_party._required("tomli>=1; python_version < '3.0'") is None
    assert third_party._required("colorama; sys_platform == 'win32' and sys_platform != 'win32'") is None
    assert third_party._required("pygame-ce>=2.5.3") == "pygame-ce"
    assert third_party._required('a_b.c; python_version >= "3.8" or os_name == "nt"') == "a_b.c"


def test_python_components_are_the_runtime_dependencies_each_with_licence_and_text():
    found = {third_party._canonical(c.name): c for c in python_components()}
    for name in ("pygame-ce", "pygame-gui", "pillow", "platformdirs", "tomli"):
        component = found[name]
        assert component.version and component.licence, name
        assert chosen(component) is not None, (name, component.licence)
        assert len(component.notice) > 500, name
    assert "python-i18n" in found                         # pygame_gui's own requirement
    assert "pytest" not in found and "pyinstaller" not in found
    assert found["pygame-ce"].licence.startswith("LGPL-2.1")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in found["pygame-ce"].notice
    assert "Version 2.1, February 1999" in found["pygame-ce"].notice
    assert "SIL Open Font License" in found["pygame-gui"].notice     # its fonts' licences
    assert found["pillow"].licence == "MIT-CMU"


def test_every_library_of_the_wheels_is_known(app: Path):
    components = library_components(app)
    covered = [f for c in components for f in c.files]
    libraries = [p.relative_to(app).as_posix() for p in (app / "_internal").glob("*.libs/*")]
    assert sorted(set(libraries) - set(covered)) == []
    assert len(covered) == len(set(covered))
    assert [c.files for c in components if not c.licence] == []
    assert not any("base." in f or "_imaging." in f for f in covered)         # they are pygame's and Pillow's
    for module in (app / "_internal").glob("lib-dynload/*"):                  # the standard library's
        assert any(c.name == "Python" and module.relative_to(app).as_posix() in c.files for c in components)


def test_collect_for_the_built_folder(app: Path):
    text, problems = collect(app)
    assert problems == []
    assert text.startswith("THIRD-PARTY SOFTWARE IN SURVIVAL TABLETOP")
    assert "MIT licence (see LICENSE" in text
    for path in (app / "_internal").rglob("*"):
        if path.is_file() and (".libs/" in path.as_posix() or path.suffix in (".ttf", ".otf")):
            assert path.relative_to(app).as_posix() in text, path
    header = text.split("-" * 78, 1)[0]
    assert "separate shared" in header and "relinking" in header
    for name in LGPL_LIBRARIES + ("pygame-ce",):
        assert f"  {name}" in header, name                        # each LGPL library with its source
    assert "https://github.com/pygame-community/pygame-ce" in header
    texts = text.split("LICENCE TEXTS", 1)[1]
    for licence in ("LGPL-2.1-only, LGPL-2.1-or-later", "OFL-1.1", "Zlib", "FTL", "PSF-2.0"):
        assert licence in texts, licence
    assert texts.count("Version 2.1, February 1999") == 1                             # each text once


def test_main_writes_the_file(app: Path, capsys):
    assert main(app) == 0
    assert (app / "THIRD_PARTY_LICENSES").read_text(encoding="utf-8").startswith("THIRD-PARTY")
    assert "components" in capsys.readouterr().out


def test_an_unknown_library_is_a_problem(app: Path, capsys):
    (app / "_internal" / "libmystery.so.1").write_bytes(b"\x7fELF")
    _, problems = collect(app)
    assert problems == ["_internal/libmystery.so.1: no licence known for this library"]
    assert main(app) == 1
    assert "libmystery.so.1" in capsys.readouterr().out


def test_a_gpl_library_is_a_problem(app: Path, monkeypatch):
    monkeypatch.setattr(third_party, "LIBRARIES", third_party.LIBRARIES + [
        ("Mystery", r"mystery", "GPL-2.0-only", "2024 Someone", "https://example.org/mystery")])
    (app / "_internal" / "libmystery.so.1").write_bytes(b"\x7fELF")
    _, problems = collect(app)
    assert len(problems) == 1 and "Mystery" in problems[0] and "GPL-2.0-only" in problems[0]
    assert main(app) == 1


def test_an_lgpl_package_inside_the_archive_is_a_problem(app: Path):
    (app / "_internal" / "pygame" / "__init__.py").unlink()
    _, problems = collect(app)
    assert len(problems) == 1 and problems[0].startswith("pygame-ce") and "module_collection_mode" in problems[0]


def test_an_unknown_font_is_a_problem(app: Path):
    (app / "_internal" / "art").mkdir()
    (app / "_internal" / "art" / "Mystery.ttf").write_bytes(b"")
    _, problems = collect(app)
    assert problems == ["_internal/art/Mystery.ttf: no licence known for this font"]


def test_a_macos_app_bundle(tmp_path: Path):
    """A .app as PyInstaller makes it: binaries in Contents/Frameworks, data in Contents/Resources, linked."""
    app = tmp_path / "SurvivalTabletop.app"
    frameworks, resources = app / "Contents" / "Frameworks", app / "Contents" / "Resources"
    for name in ("pygame/.dylibs/libSDL2-2.0.0.dylib", "pygame/.dylibs/libfreetype.6.dylib", "pygame/__init__.py",
                 "PIL/.dylibs/libz.1.3.1.zlib-ng.dylib", "PIL/.dylibs/libopenjp2.2.5.4.dylib",
                 "pygame/base.cpython-311-darwin.so", "lib-dynload/_ssl.cpython-311-darwin.so"):
        (frameworks / name).parent.mkdir(parents=True, exist_ok=True)
        (frameworks / name).write_bytes(b"")
    resources.mkdir()
    (resources / "pygame").symlink_to(frameworks / "pygame")
    _, problems = collect(app)
    assert problems == []
    assert main(app) == 0 and (resources / "THIRD_PARTY_LICENSES").is_file()


def test_lgpl_sources_downloads_each_lgpl_package_at_its_version_and_lists_every_lgpl_component(
        app: Path, tmp_path: Path, monkeypatch):
    import hashlib
    import io
    import json

    import lgpl_sources
    tarball = b"pygame-ce's source, as PyPI serves it"
    pygame_version = next(c.version for c in python_components() if c.name == "pygame-ce")
    release = {"releases": {pygame_version: [
        {"packagetype": "bdist_wheel", "url": "https://files.example/pygame_ce.whl", "digests": {"sha256": "0"}},
        {"packagetype": "sdist", "url": "https://files.example/pygame_ce-x.tar.gz",
         "digests": {"sha256": hashlib.sha256(tarball).hexdigest()}}]}}
    asked = []

    def answer(address, timeout):
        asked.append(address)
        return io.BytesIO(json.dumps(release).encode() if address.endswith("/json") else tarball)
    monkeypatch.setattr(lgpl_sources.urllib.request, "urlopen", answer)
    lines = lgpl_sources.gather(app, tmp_path / "sources")
    assert asked == ["https://pypi.org/pypi/pygame-ce/json", "https://files.example/pygame_ce-x.tar.gz"]
    assert (tmp_path / "sources" / "pygame_ce-x.tar.gz").read_bytes() == tarball
    assert (tmp_path / "sources" / "SOURCES.txt").read_text(encoding="utf-8").splitlines() == lines
    assert any(line.startswith(f"pygame-ce {pygame_version}: pygame_ce-x.tar.gz (here)") for line in lines)
    for name in LGPL_LIBRARIES:
        assert any(line.startswith(name) and "http" in line for line in lines), name

    release["releases"][pygame_version][1]["digests"]["sha256"] = "not it"
    with pytest.raises(RuntimeError, match="checksum"):
        lgpl_sources.gather(app, tmp_path / "again")
