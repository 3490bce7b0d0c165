"""Collect the licence and notice of everything the built app bundles into THIRD_PARTY_LICENSES.

    python build/third_party.py dist/SurvivalTabletop

The Python distributions come from their installed metadata; the shared libraries and fonts found in
the built folder are matched by file name against the tables below.  Anything no table knows, or
under a licence we may not redistribute with an MIT app (PERMITTED), is a problem: main() returns 1.

build/licences/<SPDX id>.txt are the SPDX License List texts (as packaged by spdx-license-list 6.12.0);
GCC-exception-3.1 is the FSF text, Bootloader-exception PyInstaller's own (its COPYING.txt),
LicenseRef-Microsoft-Distributable-Code CPython's PC/crtlicense.txt.  An id "X-or-later" with no file
of its own uses X-only's text, which is the same licence text.
"""
from __future__ import annotations

import dataclasses
import importlib.metadata as metadata
import os
import platform
import re
import struct
import sys
import textwrap
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LICENCES = Path(__file__).resolve().parent / "licences"

# ---------------------------------------------------------------------------------------------------
# What we may redistribute beside our MIT code, and as what kind of file.
KINDS = ("python package", "shared library", "font", "program")
PERMISSIVE = ("MIT", "MIT-CMU", "MIT-Modern-Variant", "MIT-open-group", "X11", "X11-distribute-modifications-variant",
              "BSD-2-Clause", "BSD-3-Clause", "Zlib", "libpng-2.0", "IJG", "libtiff", "FTL", "0BSD", "ISC",
              "PSF-2.0", "Apache-2.0", "bzip2-1.0.6", "blessing", "TCL", "LicenseRef-Public-Domain")
LGPL = ("LGPL-2.1-only", "LGPL-2.1-or-later", "LGPL-3.0-only", "LGPL-3.0-or-later")
PERMITTED: dict[str, set[str]] = {
    **{licence: set(KINDS) for licence in PERMISSIVE},
    # only as separate files the user may replace (LGPL-2.1 section 6b); collect() checks the packages
    **{licence: {"shared library", "python package"} for licence in LGPL},
    "OFL-1.1": {"font"},
    # a GPL font shipped unmodified as a file of its own is mere aggregation beside our program
    "GPL-3.0-or-later": {"font"},
    "GPL-3.0-or-later WITH Font-exception-2.0": {"font"},
    "GPL-3.0-or-later WITH GCC-exception-3.1": {"shared library"},      # libstdc++, libgcc_s
    "GPL-2.0-or-later WITH Bootloader-exception": {"program"},          # PyInstaller's bootloader
    "LicenseRef-Microsoft-Distributable-Code": {"shared library"},      # the MSVC runtime on Windows
}

# Shared libraries, by file name (a leading "lib", and what follows the name, are ignored, so one row
# covers libSDL2-2-50d19f93.0.so.0.3200.10, SDL2.dll and libSDL2-2.0.0.dylib).  Copyright holders are
# Debian's copyright files' where Debian has the library; source is where its source code is.
# (component, file-name pattern, SPDX licence, copyright holders ("; " between), source)
LIBRARIES: list[tuple[str, str, str, str, str]] = [
    ("SDL", r"SDL[23]", "Zlib", "1997-2023 Sam Lantinga <slouken@libsdl.org>", "https://github.com/libsdl-org/SDL"),
    ("SDL_image", r"SDL[23]_image", "Zlib", "1997-2023 Sam Lantinga", "https://github.com/libsdl-org/SDL_image"),
    ("SDL_mixer", r"SDL[23]_mixer", "Zlib",
     "1997-2022 Sam Lantinga <slouken@libsdl.org>", "https://github.com/libsdl-org/SDL_mixer"),
    ("SDL_ttf", r"SDL[23]_ttf", "Zlib",
     "2001-2022 Sam Lantinga <slouken@libsdl.org>", "https://github.com/libsdl-org/SDL_ttf"),
    ("FreeType", r"freetype", "FTL OR GPL-2.0-or-later",
     "1996-2022 David Turner, Robert Wilhelm and Werner Lemberg", "https://freetype.org"),
    ("HarfBuzz", r"harfbuzz", "MIT-Modern-Variant",
     "2010-2022 Google, Inc.; 2005-2023 Behdad Esfahbod; 1998-2022 Red Hat, Inc.; 1998-2005 David Turner "
     "and Werner Lemberg; and the other HarfBuzz authors",
     "https://github.com/harfbuzz/harfbuzz"),
    ("libpng", r"png(16)?", "libpng-2.0",
     "1995-2022 The PNG Reference Library Authors; 2018-2022 Cosmin Truta; 1998-2018 Glenn Randers-Pehrson",
     "http://www.libpng.org/pub/png/libpng.html"),
    ("libjpeg / libjpeg-turbo", r"(turbo)?jpeg", "IJG AND BSD-3-Clause AND Zlib",
     "1991-2020 Thomas G. Lane, Guido Vollbeding; 2009-2023 D. R. Commander", "https://libjpeg-turbo.org"),
    ("libtiff", r"tiff", "libtiff",
     "1988-1997 Sam Leffler; 1991-1997 Silicon Graphics, Inc.", "https://libtiff.gitlab.io/libtiff/"),
    ("libwebp", r"webp|webpdemux|webpmux|webpdecoder|sharpyuv", "BSD-3-Clause",
     "2010 Google Inc.", "https://chromium.googlesource.com/webm/libwebp"),
    ("Brotli", r"brotli(common|dec|enc)", "MIT", "2009-2015 the Brotli Authors", "https://github.com/google/brotli"),
    ("zlib", r"zlib1?|z", "Zlib", "1995-2013 Jean-loup Gailly and Mark Adler", "https://zlib.net"),
    ("FLAC", r"FLAC(\+\+)?", "BSD-3-Clause",
     "2000-2009 Josh Coalson; 2011-2022 Xiph.Org Foundation", "https://xiph.org/flac/"),
    ("libogg", r"ogg", "BSD-3-Clause", "1994-2020 the Xiph.Org Foundation", "https://xiph.org/ogg/"),
    ("libvorbis", r"vorbis|vorbisenc|vorbisfile", "BSD-3-Clause",
     "2002-2020 Xiph.org Foundation", "https://xiph.org/vorbis/"),
    ("Opus", r"opus", "BSD-3-Clause",
     "2001-2018 Xiph.Org, Skype Limited, Octasic, Jean-Marc Valin, Timothy B. Terriberry, CSIRO, Gregory "
     "Maxwell, Mark Borgerding, Erik de Castro Lopo",
     "https://opus-codec.org"),
    ("opusfile", r"opusfile|opusurl", "BSD-3-Clause",
     "1994-2020 the Xiph.Org Foundation and contributors", "https://github.com/xiph/opusfile"),
    ("mpg123", r"mpg123|out123|syn123", "LGPL-2.1-only",
     "1995-2021 the mpg123 project", "https://www.mpg123.de/download.shtml"),
    ("libsndfile", r"sndfile", "LGPL-2.1-or-later",
     "1999-2022 Erik de Castro Lopo <erikd@mega-nerd.com> and others", "https://github.com/libsndfile/libsndfile"),
    ("FluidSynth", r"fluidsynth", "LGPL-2.1-or-later",
     "2000-2021 Peter Hanappe and others", "https://github.com/FluidSynth/fluidsynth"),
    ("PortMidi", r"portmidi", "MIT",
     "1999-2000 Ross Bencina and Phil Burk; 2001-2009 Roger B. Dannenberg", "https://github.com/PortMidi/portmidi"),
    ("libxmp", r"xmp(-lite)?", "MIT",
     "1996-2021 Claudio Matsuoka and Hipolito Carraro Jr", "https://github.com/libxmp/libxmp"),
    ("WavPack", r"wavpack", "BSD-3-Clause",
     "1998-2022 David Bryant; 1998-2015 Conifer Software", "https://github.com/dbry/WavPack"),
    ("alsa-lib", r"asound", "LGPL-2.1-or-later",
     "1998-2022 Jaroslav Kysela <perex@perex.cz> and others", "https://github.com/alsa-project/alsa-lib"),
    ("libmodplug", r"modplug", "LicenseRef-Public-Domain",
     "Olivier Lapicque, Kenton Varda and the ModPlug-XMMS authors", "https://github.com/Konstanty/libmodplug"),
    ("Game_Music_Emu", r"gme", "LGPL-2.1-or-later", "2003-2009 Shay Green", "https://github.com/libgme/game-music-emu"),
    ("libsamplerate", r"samplerate", "BSD-2-Clause",
     "2002-2021 Erik de Castro Lopo", "https://github.com/libsndfile/libsamplerate"),
    ("FFTW", r"fftw3[fl]?", "GPL-2.0-or-later",
     "2003, 2007-2014 Matteo Frigo; 2003, 2007-2014 Massachusetts Institute of Technology", "https://www.fftw.org"),
    ("GLib", r"(glib|gobject|gio|gmodule|gthread)-2\.0", "LGPL-2.1-or-later",
     "the GLib authors", "https://gitlab.gnome.org/GNOME/glib"),
    ("GNU gettext (libintl)", r"intl", "LGPL-2.1-or-later",
     "Free Software Foundation, Inc.", "https://www.gnu.org/software/gettext/"),
    ("GNU libiconv", r"iconv|charset", "LGPL-2.1-or-later",
     "Free Software Foundation, Inc.", "https://www.gnu.org/software/libiconv/"),
    ("PCRE2", r"pcre2(-8|-16|-32)?", "BSD-3-Clause",
     "1997-2024 University of Cambridge", "https://github.com/PCRE2Project/pcre2"),
    ("FriBiDi", r"fribidi", "LGPL-2.1-or-later",
     "1999-2000, 2017 Dov Grobgeld; 2001-2005 Behdad Esfahbod; 2004 Sharif FarsiWeb, Inc",
     "https://github.com/fribidi/fribidi"),
    ("libraqm", r"raqm", "MIT",
     "2015 Information Technology Authority (ITA); 2016-2023 Khaled Hosny", "https://github.com/HOST-Oman/libraqm"),
    ("libimagequant", r"imagequant", "GPL-3.0-or-later",
     "2009-2023 Kornel Lesiński", "https://github.com/ImageOptim/libimagequant"),
    ("libavif", r"avif", "BSD-2-Clause",
     "2019-2022 Joe Drago <joedrago@gmail.com>", "https://github.com/AOMediaCodec/libavif"),
    ("AOM (AV1 codec)", r"aom", "BSD-2-Clause",
     "2001-2022 Alliance for Open Media", "https://aomedia.googlesource.com/aom/"),
    ("dav1d", r"dav1d", "BSD-2-Clause",
     "2018-2022 VideoLAN and dav1d authors; 2018-2022 Two Orioles, LLC", "https://code.videolan.org/videolan/dav1d"),
    ("libyuv", r"yuv", "BSD-3-Clause",
     "2011 The LibYuv Project Authors", "https://chromium.googlesource.com/libyuv/libyuv/"),
    ("libdeflate", r"deflate", "MIT", "2016 Eric Biggers", "https://github.com/ebiggers/libdeflate"),
    ("libxcb", r"xcb(-[a-z0-9]+)*", "X11",
     "2001-2006 Bart Massey, Jamey Sharp, and Josh Triplett", "https://xcb.freedesktop.org"),
    ("libXau", r"Xau", "MIT-open-group", "1988, 1998 The Open Group", "https://gitlab.freedesktop.org/xorg/lib/libxau"),
    ("libXdmcp", r"Xdmcp", "MIT-open-group",
     "1989, 1998 The Open Group", "https://gitlab.freedesktop.org/xorg/lib/libxdmcp"),
    ("XZ Utils (liblzma)", r"lzma", "0BSD", "Lasse Collin and the XZ Utils authors", "https://tukaani.org/xz/"),
    ("Zstandard", r"zstd", "BSD-3-Clause OR GPL-2.0-only",
     "Meta Platforms, Inc. and affiliates; Yann Collet", "https://github.com/facebook/zstd"),
    ("OpenJPEG", r"openjp2", "BSD-2-Clause",
     "2002-2014 Universite catholique de Louvain (UCL), Belgium; 2002-2014 Professor Benoit Macq; and the "
     "OpenJPEG authors",
     "https://github.com/uclouvain/openjpeg"),
    ("Little CMS", r"lcms2", "MIT",
     "1998-2022 Marti Maria Saguer <marti.maria@littlecms.com>", "https://www.littlecms.com"),
    # what the Python interpreter brings (PyInstaller collects them from the build machine's Python)
    ("Python", r"python3(\.?\d+)?", "PSF-2.0",
     "2001-2024 Python Software Foundation", "https://www.python.org/downloads/source/"),
    ("OpenSSL", r"(ssl|crypto)(?=-3|\.so\.3|\.3\.)", "Apache-2.0",
     "1995-2020 The OpenSSL Project Authors", "https://www.openssl.org/source/"),
    ("libffi", r"ffi", "MIT",
     "1996-2011 Red Hat, Inc.; 1996-2011 Anthony Green; and the libffi authors", "https://github.com/libffi/libffi"),
    ("Expat", r"expat", "MIT",
     "1998-2000 Thai Open Source Software Center Ltd and Clark Cooper; 2001-2017 Expat maintainers",
     "https://libexpat.github.io"),
    ("bzip2", r"bz2", "bzip2-1.0.6", "1996-2010 Julian R Seward", "https://sourceware.org/bzip2/"),
    ("SQLite", r"sqlite3", "blessing",
     "D. Richard Hipp (the author disclaims copyright: public domain)", "https://sqlite.org"),
    ("libmpdec", r"mpdec", "BSD-2-Clause", "2008-2024 Stefan Krah", "https://www.bytereef.org/mpdecimal/"),
    ("libuuid (util-linux)", r"uuid", "BSD-3-Clause",
     "1996-1999, 2007 Theodore Ts'o; 1999 Andreas Dilger", "https://github.com/util-linux/util-linux"),
    ("libtirpc", r"tirpc", "BSD-3-Clause",
     "2009 Sun Microsystems, Inc.; 2005 Bull S.A.", "https://git.linux-nfs.org/?p=steved/libtirpc.git"),
    ("ncurses", r"(ncurses|tinfo|panel|form|menu)w?", "X11-distribute-modifications-variant",
     "1998-2018 Free Software Foundation, Inc.; 1996-2021 Thomas E. Dickey", "https://invisible-island.net/ncurses/"),
    ("GNU Readline", r"readline|history", "GPL-3.0-or-later",
     "1987-2022 Free Software Foundation, Inc.", "https://tiswww.case.edu/php/chet/readline/rltop.html"),
    ("Tcl/Tk", r"(tcl|tk)8\.?6t?", "TCL",
     "the Regents of the University of California, Sun Microsystems, Inc., Scriptics Corporation, "
     "ActiveState Corporation and other parties",
     "https://www.tcl.tk"),
    ("GCC runtime libraries", r"stdc\+\+|gcc_s(_seh|_dw2)?|gomp|atomic|quadmath",
     "GPL-3.0-or-later WITH GCC-exception-3.1", "Free Software Foundation, Inc.", "https://gcc.gnu.org"),
    ("Microsoft Visual C++ runtime", r"vcruntime140(_1)?|msvcp140(_\w+)?|concrt140|ucrtbase|api-ms-win-[\w-]+",
     "LicenseRef-Microsoft-Distributable-Code", "Microsoft Corporation", ""),
]
# libraries whose licence changed: below this version (from the file name: .so.X.Y.Z) they had this one
OLDER: dict[str, tuple[tuple[int, ...], str]] = {
    "libxmp": ((4, 6), "LGPL-2.1-or-later"),                     # MIT since 4.6.0
    "XZ Utils (liblzma)": ((5, 6), "LicenseRef-Public-Domain"),  # 0BSD since 5.6.0 (Debian 12 has 5.4.1)
}
# Fonts, by file name: (component, file-name pattern, SPDX licence, note).  The copyright is the font's own.
FONTS: list[tuple[str, str, str, str]] = [
    ("Noto Sans (pygame_gui)", r"^NotoSans", "OFL-1.1", "Source: https://github.com/notofonts"),
    ("Fira Code (pygame_gui)", r"^FiraCode", "OFL-1.1", "Source: https://github.com/tonsky/FiraCode"),
    ("GNU FreeFont FreeSans Bold (pygame-ce's default font)", r"^freesansbold\.ttf$", "GPL-3.0-or-later",
     "This 2002 copy of the font says only that it is under the GNU General Public License, without a version, which\n"
     "lets a recipient choose any version: it is distributed here under the GPL version 3 or later, the licence\n"
     "GNU FreeFont has today (https://savannah.gnu.org/projects/freefont/).  It is a separate data file the program\n"
     "reads, unmodified as pygame-ce ships it; the TrueType file is also the font's source form (it is the file\n"
     "pygame-ce keeps in its source tree, src_py/freesansbold.ttf: https://github.com/pygame-community/pygame-ce)."),
]
# what the installed metadata doesn't say: (added to its licence, notice)
PACKAGE_NOTES = {
    "pygame-ce": (" AND Zlib", "Copyright (C) 2000-2001 Pete Shinners, and the pygame and pygame-ce "
                  "contributors.  Source: https://github.com/pygame-community/pygame-ce\npygame.gfxdraw includes "
                  "SDL_gfx, (C) A. Schiffler 2012-2018, under the zlib licence."),
}
LICENCE_ALIASES = {"LGPL v2.1": "LGPL-2.1-or-later",       # pygame-ce's README: "License Identifier: LGPL-2.1-or-later"
                   "MIT License": "MIT", "Apache 2.0": "Apache-2.0", "BSD-3": "BSD-3-Clause"}
CLASSIFIERS = {"MIT License": "MIT", "Apache Software License": "Apache-2.0", "ISC License (ISCL)": "ISC",
               "Python Software Foundation License": "PSF-2.0"}
SHARED = re.compile(r"\.(so(\.\d+)*|dll|dylib|pyd)$", re.I)
EXTENSION = re.compile(r"\.(cpython-[^.]+|abi3|pypy[^.]*)\.so$|\.pyd$", re.I)
FONT_FILE = re.compile(r"\.(ttf|otf|ttc|woff2?)$", re.I)


@dataclasses.dataclass
class Component:
    name: str
    version: str              # or ""
    kind: str                 # one of KINDS
    licence: str              # SPDX expression; "" when none is known
    files: list[str]          # the paths in the app it covers
    notice: str               # copyright notice and/or the licence text it ships


# --- licences --------------------------------------------------------------------------------------
def _alternatives(expression: str) -> list[list[str]]:
    """The expression's alternatives, each the licences (an id, or "id WITH exception") it requires.
    (Parentheses are ignored: our tables and our packages don't nest them.)"""
    flat = expression.replace("(", " ").replace(")", " ")
    return [[term.strip() for term in re.split(r"\s+AND\s+", alt)] for alt in re.split(r"\s+OR\s+", flat)]


def chosen(component: Component) -> list[str] | None:
    """The first alternative of its licence we may redistribute it under, as what it is; None if none."""
    for alternative in _alternatives(component.licence) if component.licence else []:
        if all(component.kind in PERMITTED.get(term, ()) for term in alternative):
            return alternative
    return None


def _ids(terms: list[str]) -> list[str]:
    return [part.strip() for term in terms for part in term.split(" WITH ")]


def text_file(licence_id: str) -> Path | None:
    for candidate in (licence_id, re.sub(r"-or-later$", "-only", licence_id)):
        if (LICENCES / f"{candidate}.txt").is_file():
            return LICENCES / f"{candidate}.txt"
    return None


def standard_text(expression: str) -> str:
    paths = dict.fromkeys(filter(None, map(text_file, _ids(_alternatives(expression)[0]))))
    return "\n\n".join(path.read_text(encoding="utf-8") for path in paths).strip()


# --- Python packages --------------------------------------------------------------------------------
_MARKER_ENV = {"python_version": "%d.%d" % sys.version_info[:2], "python_full_version": platform.python_version(),
               "sys_platform": sys.platform, "platform_system": platform.system(), "os_name": os.name,
               "platform_machine": platform.machine(), "implementation_name": sys.implementation.name,
               "platform_python_implementation": platform.python_implementation(), "extra": ""}
_ATOM = re.compile(r"""(\w+|'[^']*'|"[^"]*")\s*(==|!=|<=|>=|~=|<|>|not\s+in|in)\s*(\w+|'[^']*'|"[^"]*")""")


def _marker_applies(marker: str) -> bool:
    """A requirement's environment marker, for this build (which installs no extras)."""
    def atom(match: re.Match) -> str:
        left, op, right = (_MARKER_ENV.get(v, v) if v[0] not in "'\"" else v[1:-1] for v in match.groups())
        if "version" in match[1] or "version" in match[3]:
            left, right = (tuple(int(n) for n in re.findall(r"\d+", v)[:3]) for v in (left, right))
        return str({"==": left == right, "!=": left != right, "<": left < right, "<=": left <= right,
                    ">": left > right, ">=": left >= right, "~=": left >= right,
                    "in": left in right, "not in": left not in right}[" ".join(op.split())])
    expression = _ATOM.sub(atom, marker)
    if not re.fullmatch(r"(\s|\(|\)|True|False|and|or|not)*", expression):
        return True                                     # a marker we can't read: count the requirement
    return bool(eval(expression, {"__builtins__": {}}))  # only True/False/and/or/not/parentheses are left


def _required(requirement: str) -> str | None:
    spec, _, marker = requirement.partition(";")
    if marker.strip() and not _marker_applies(marker):
        return None
    return re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", spec)[1]


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _licence_of(meta) -> str:
    """License-Expression, else License (when it is an SPDX id we know), else the License classifiers."""
    if meta.get("License-Expression"):
        return meta["License-Expression"].strip()
    declared = (meta.get("License") or "").strip()
    if declared in LICENCE_ALIASES:
        return LICENCE_ALIASES[declared]
    if declared and all(term in PERMITTED or text_file(term) for term in _ids(sum(_alternatives(declared), []))):
        return declared
    found = [CLASSIFIERS[c.split(" :: ")[-1]] for c in meta.get_all("Classifier") or []
             if c.startswith("License ::") and c.split(" :: ")[-1] in CLASSIFIERS]
    return " AND ".join(dict.fromkeys(found))


def _licence_texts(distribution) -> list[tuple[str, str]]:
    """(path, text) of the licence files a distribution ships: its License-File entries, LICENSE*, COPYING*
    and NOTICE* in its dist-info, and anything in a licenses/ folder (pygame_gui's fonts' licences)."""
    listed = {Path(name).name for name in distribution.metadata.get_all("License-File") or []}
    texts = {}
    for path in distribution.files or []:
        in_dist_info = any(part.endswith(".dist-info") for part in path.parts[:-1])
        if (in_dist_info and (path.name in listed or re.match(r"(LICEN[CS]E|COPYING|NOTICE)", path.name, re.I))) \
                or {"licenses", "licences"} & set(path.parts[:-1]):
            try:
                texts[path.as_posix()] = Path(path.locate()).read_text(encoding="utf-8", errors="replace").strip()
            except OSError:
                pass
    return list(texts.items())


def _python_component(distribution) -> Component:
    name = distribution.metadata["Name"]
    licence, (extra, note) = _licence_of(distribution.metadata), PACKAGE_NOTES.get(_canonical(name), ("", ""))
    licence += extra if licence else ""
    texts = [f"--- {path} ---\n{text}" for path, text in _licence_texts(distribution)]
    notice = "\n\n".join([note] * bool(note) + (texts or [standard_text(licence)] * bool(licence)))
    tops = sorted({path.parts[0] + "/" * (len(path.parts) > 1) for path in distribution.files or []
                   if not path.parts[0].endswith((".dist-info", ".libs", "..", "__pycache__"))})
    return Component(name, distribution.version, "python package", licence, tops, notice.strip())


def python_components() -> list[Component]:
    """Every Python distribution the app bundles: pyproject's dependencies and, recursively, theirs."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    queue, found = [_required(r) for r in project["dependencies"]], {}
    while queue:
        name = queue.pop(0)
        if name is None or _canonical(name) in found:
            continue
        try:
            distribution = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            found[_canonical(name)] = Component(name, "", "python package", "", [], "not installed")
            continue
        found[_canonical(name)] = _python_component(distribution)
        queue += [_required(r) for r in distribution.requires or []]
    return sorted(found.values(), key=lambda c: c.name.lower())


# --- shared libraries and fonts in the built folder -------------------------------------------------
def _roots(app_folder: Path) -> list[Path]:
    """Where PyInstaller lays out site-packages: _internal/ (onedir), or a macOS .app's Frameworks and Resources."""
    found = [app_folder / "_internal", app_folder / "Contents" / "Frameworks", app_folder / "Contents" / "Resources"]
    return [folder for folder in found if folder.is_dir()] or [app_folder]


def _inner(path: Path, app_folder: Path) -> tuple[str, ...]:
    root = next((root for root in _roots(app_folder) if root in path.parents), app_folder)
    return path.relative_to(root).parts


def _version(file_name: str) -> tuple[int, ...]:
    match = re.search(r"\.so\.(\d+(?:\.\d+)+)$|\.(\d+(?:\.\d+)+)\.dylib$", file_name)
    return tuple(int(n) for n in (match[1] or match[2]).split(".")) if match else ()


def _known(file_name: str) -> tuple[str, str, str, str, str] | None:
    stem = file_name[3:] if file_name.startswith("lib") else file_name
    return next((row for row in LIBRARIES if re.match(rf"(?:{row[1]})(?![a-z_+])", stem, re.I)), None)


def _library(row: tuple[str, str, str, str, str], file_name: str) -> Component:
    name, _, licence, holders, source = row
    threshold, older = OLDER.get(name, ((), ""))
    if threshold and _version(file_name) and _version(file_name) < threshold:
        licence = older
    elif threshold and not _version(file_name):          # a version we can't tell: say what the older ones had
        holders += f" (before version {'.'.join(map(str, threshold))}: " + (
            "in the public domain)" if older == "LicenseRef-Public-Domain" else f"under {older})")
    lines = [("By " if licence == "LicenseRef-Public-Domain" else "Copyright (c) ") + h for h in holders.split("; ")]
    return Component(name, platform.python_version() if name == "Python" else "", "shared library", licence, [],
                     "\n".join(lines + [f"Source: {source}"] * bool(source)))


def library_components(app_folder: Path) -> list[Component]:
    """Every shared library in the built folder, by the component it belongs to.  Python extension
    modules belong to their package (python_components) or, for the standard library's, to Python."""
    app_folder, found = Path(app_folder), {}
    tops = {top.rstrip("/") for c in python_components() for top in c.files}
    for path in sorted(p for p in app_folder.rglob("*") if SHARED.search(p.name) and p.is_file()):
        rel = path.relative_to(app_folder).as_posix()
        if EXTENSION.search(path.name) or path.parent.name == "lib-dynload":
            if _inner(path, app_folder)[0] in tops:
                continue                                  # covered by its Python package
            stdlib = path.parent.name == "lib-dynload" or path.name.split(".")[0] in sys.stdlib_module_names
            row = _known("python3") if stdlib else None
        else:
            row = _known(path.name)
        if row is None:
            found[rel] = Component(rel, "", "shared library", "", [rel], "")
            continue
        component = _library(row, path.name)
        found.setdefault((component.name, component.licence), component).files.append(rel)
    return list(found.values())


def _font_copyright(path: Path) -> str:
    """The font's own copyright string (record 0 of its name table)."""
    try:
        data = path.read_bytes()
        for i in range(struct.unpack(">H", data[4:6])[0]):
            tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
            if tag == b"name":
                count, strings = struct.unpack(">HH", data[offset + 2:offset + 6])
                for j in range(count):
                    pid, _, _, nid, length, at = struct.unpack(">6H", data[offset + 6 + 12 * j:offset + 18 + 12 * j])
                    if nid == 0:
                        raw = data[offset + strings + at:offset + strings + at + length]
                        return raw.decode("utf-16-be" if pid in (0, 3) else "latin-1").strip()
    except (OSError, struct.error, UnicodeDecodeError):
        pass
    return ""


def font_components(app_folder: Path) -> list[Component]:
    """Every font file in the built folder, by its family."""
    app_folder, found = Path(app_folder), {}
    for path in sorted(p for p in app_folder.rglob("*") if FONT_FILE.search(p.name) and p.is_file()):
        rel = path.relative_to(app_folder).as_posix()
        row = next((row for row in FONTS if re.search(row[1], path.name, re.I)), None)
        if row is None:
            found[rel] = Component(rel, "", "font", "", [rel], "")
            continue
        component = found.setdefault(row[0], Component(row[0], "", "font", row[2], [], row[3]))
        component.files.append(rel)
        owner = _font_copyright(path)
        if owner and owner not in component.notice:
            component.notice = f"{owner}\n{component.notice}"
    return list(found.values())


def _runtime_components() -> list[Component]:
    """The interpreter and PyInstaller's bootloader, which every build carries."""
    executable = "SurvivalTabletop" + (".exe" if os.name == "nt" else "")
    version = f"python{sys.version_info[0]}.{sys.version_info[1]}"
    licence = next((p for p in (Path(sys.base_prefix, "lib", version, "LICENSE.txt"),
                                Path(sys.base_prefix, "LICENSE.txt")) if p.is_file()), None)
    python = licence.read_text(encoding="utf-8").strip() if licence else standard_text("PSF-2.0")
    try:
        pyinstaller = metadata.distribution("pyinstaller")
        texts = _licence_texts(pyinstaller)
        bootloader, pyinstaller_version = (texts[0][1] if texts else ""), pyinstaller.version
    except metadata.PackageNotFoundError:
        bootloader, pyinstaller_version = "", ""
    bootloader = bootloader or standard_text("GPL-2.0-or-later WITH Bootloader-exception")
    return [Component("Python", platform.python_version(), "shared library", "PSF-2.0",
                      [f"{executable} (the interpreter's start)", "_internal/ (the standard library's modules, "
                       "compiled, and its extension modules)"],
                      f"{python}\n\nPython includes other software, under permissive licences: "
                      "https://docs.python.org/3/license.html\nSource: https://www.python.org/downloads/source/"),
            Component("PyInstaller", pyinstaller_version, "program",
                      "GPL-2.0-or-later WITH Bootloader-exception AND Apache-2.0",
                      [f"{executable} (the bootloader, and PyInstaller's loader and run-time hooks in its archive)"],
                      f"Source: https://github.com/pyinstaller/pyinstaller\n\n{bootloader}")]


# --- the notice -------------------------------------------------------------------------------------
def _problems(components: list[Component], app_folder: Path) -> list[str]:
    problems = []
    for c in components:
        where, terms = ", ".join(c.files) or c.name, chosen(c)
        if not c.licence:
            what = {"shared library": "library", "python package": "package (is it installed?)"}.get(c.kind, c.kind)
            problems.append(f"{where}: no licence known for this {what}")
        elif terms is None:
            problems.append(f"{c.name} ({where}): {c.licence} is not a licence we may redistribute as a {c.kind} "
                            "with our MIT app")
        elif c.kind == "python package" and set(terms) & set(LGPL) and not any(
                (root / Path(top).name / init).is_file() for root in _roots(app_folder) for top in c.files
                for init in ("__init__.py", "__init__.pyc")):
            modes = ", ".join(f"{Path(top).name!r}: 'py'" for top in c.files if top.endswith("/"))
            problems.append(f"{c.name}: {c.licence}, but its Python modules are inside the executable's archive, "
                            "where they cannot be replaced: collect them as files (installer.spec: Analysis(..., "
                            f"module_collection_mode={{{modes}}}))")
    return problems


def _build_components(app_folder: Path) -> list[Component]:
    """Every component the built folder carries, merged by name and licence, in the notice's order."""
    app_folder, merged = Path(app_folder), {}
    packages = python_components()
    for c in packages:                                    # installed paths, as they are in the built folder
        c.files = [(_roots(app_folder)[0] / top).relative_to(app_folder).as_posix() + "/" * top.endswith("/")
                   for top in c.files]
    for c in _runtime_components() + packages + library_components(app_folder) + font_components(app_folder):
        if (c.name, c.licence) in merged:
            merged[(c.name, c.licence)].files += c.files
        else:
            merged[(c.name, c.licence)] = c
    return sorted(merged.values(), key=lambda c: (KINDS.index(c.kind), c.name.lower()))


def _build(app_folder: Path) -> tuple[str, list[str], int, int]:
    components = _build_components(app_folder)
    problems, texts = _problems(components, Path(app_folder)), {}
    for licence_id in _ids(sum((chosen(c) or [] for c in components), [])):
        texts.setdefault(text_file(licence_id), set()).add(licence_id)
    problems += [f"no licence text for {', '.join(sorted(ids))} in build/licences/" for p, ids in texts.items()
                 if not p]
    lgpl = [c for c in components if set(chosen(c) or []) & set(LGPL)]
    lgpl_packages = [c.name for c in lgpl if c.kind == "python package"]
    gpl_fonts = [f for c in components if c.kind == "font" and "GPL" in c.licence for f in c.files]
    out = ["THIRD-PARTY SOFTWARE IN SURVIVAL TABLETOP", "=" * 41, "",
           "Survival Tabletop itself is free software under the MIT licence (see LICENSE in this folder).",
           f"This folder also carries the {len(components)} components below, each under its own licence: for each,",
           "its files, its licence and its copyright notice.  The full text of every licence follows at the end.", ""]
    if lgpl:
        also = f" (and {', '.join(lgpl_packages)}'s Python modules as separate files)" if lgpl_packages else ""
        out += textwrap.wrap(f"The components under the GNU Lesser General Public License (LGPL) are kept as "
                             f"separate shared libraries{also} in this folder, not linked into the program, so that "
                             "you may replace them with modified versions of your own (the LGPL's relinking "
                             "condition, section 6 of LGPL-2.1).  Their complete source code is available from:", 100)
        out += [f"  {c.name}{' ' + c.version if c.version else ''}: {_source(c)}" for c in lgpl] + [""]
    if gpl_fonts:
        out += [f"{', '.join(gpl_fonts)}: a font under the GNU GPL, distributed as a separate, unmodified data",
                "file the program reads; it is not part of the program (see its section).", ""]
    for c in components:
        terms = chosen(c) or []
        body, standard = c.notice.strip(), standard_text(" AND ".join(terms)) if terms else ""
        if standard and body.endswith(standard):
            body = body[:-len(standard)] + "(It ships no licence file of its own: the standard text is below.)"
        under = f" (used here under {' AND '.join(terms)})" if terms and " OR " in c.licence else ""
        out += ["-" * 78, f"{c.name}{' ' + c.version if c.version else ''}  ({c.kind})",
                "Files: " + ("\n       ".join(c.files) or "-"), f"Licence: {c.licence or 'UNKNOWN'}{under}",
                "", body, ""]
    out += ["=" * 78, "LICENCE TEXTS", "=" * 78, ""]
    for path, ids in ((p, ids) for p, ids in texts.items() if p):
        out += ["-" * 78, ", ".join(sorted(ids)), "-" * 78, path.read_text(encoding="utf-8"), ""]
    return "\n".join(out).rstrip() + "\n", problems, len(components), sum(1 for p in texts if p)


def _source(component: Component) -> str:
    found = re.search(r"Source: (\S+)", component.notice)
    return found[1] if found else f"https://pypi.org/project/{component.name}/{component.version}/"


def collect(app_folder: Path) -> tuple[str, list[str]]:
    """THIRD_PARTY_LICENSES's text for the built folder, and its problems in words."""
    text, problems, _, _ = _build(app_folder)
    return text, problems


def main(app_folder: Path) -> int:
    """Write app_folder/THIRD_PARTY_LICENSES (a .app's: Contents/Resources/); 1, printing why, if a bundled
    component is a licence problem."""
    app_folder = Path(app_folder)
    text, problems, components, licences = _build(app_folder)
    target = app_folder / "Contents" / "Resources" if app_folder.suffix == ".app" else app_folder
    (target / "THIRD_PARTY_LICENSES").write_text(text, encoding="utf-8")
    print(f"THIRD_PARTY_LICENSES: {components} components, {licences} licence texts ({target})")
    for problem in problems:
        print(f"licence problem: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "dist" / "SurvivalTabletop"))
