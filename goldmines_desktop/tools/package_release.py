"""Pack what ``pyinstaller build.spec`` built into the download for this system, in dist/release:

- Linux: ``goldmines-VERSION-linux-ARCH.tar.gz``: the one-file program, ``install.sh`` (copies it
  into ~/.local/bin and runs ``goldmines --install-desktop-entry``), a ``goldmines.desktop``
  entry and the icon, for those who place them by hand;
- Windows: ``GoldMines-VERSION-windows-setup.exe``, an Inno Setup installer of the one-folder
  build with a Start-menu entry and an uninstaller (``iscc`` from Inno Setup 6);
- macOS: ``GoldMines-VERSION-macos-ARCH.dmg`` holding ``Gold Mines.app`` and a link to
  Applications (``hdiutil``).

Run from the repository after the build::

    python -m goldmines_desktop.tools.package_release [--dist dist] [--out dist/release]

It prints the path of the file it made.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path
from typing import BinaryIO

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from goldmines_desktop.desktop_entry import APP_ID, desktop_entry  # noqa: E402
from goldmines_desktop.files.safe_paths import write_atomic  # noqa: E402
from goldmines_desktop.render.icon import icon_png  # noqa: E402
from goldmines_desktop.tools.make_icon import ico_bytes  # noqa: E402
from goldmines_desktop.version import version  # noqa: E402

PACKAGING = Path("packaging")  # install.sh and the Inno Setup script, in the repository
APP_BUNDLE = "Gold Mines.app"
INNO_SETUP = Path("C:/Program Files (x86)/Inno Setup 6/ISCC.exe")


def machine() -> str:
    """``x86_64``, ``arm64``... as the download's name says it."""
    name = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(name, name)


def linux_tarball(
    dist: Path, out: Path, ver: str | None = None, packaging: Path = PACKAGING
) -> Path:
    """The Linux download from the one-file program ``dist/goldmines``."""
    ver = ver or version()
    program = dist / APP_ID
    if not program.is_file():
        raise FileNotFoundError(f"{program} is missing: build it with pyinstaller build.spec")
    top = f"{APP_ID}-{ver}-linux-{machine()}"
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{top}.tar.gz"
    with tempfile.TemporaryDirectory() as tmp:
        stage = Path(tmp) / top
        stage.mkdir()
        shutil.copy2(program, stage / APP_ID)
        shutil.copy2(packaging / "install.sh", stage / "install.sh")
        # By hand: the entry finds the program on PATH once it is in ~/.local/bin.
        (stage / f"{APP_ID}.desktop").write_text(desktop_entry([APP_ID]), encoding="utf-8")
        (stage / f"{APP_ID}.png").write_bytes(icon_png(256))
        for name in (APP_ID, "install.sh"):
            os.chmod(stage / name, 0o755)

        def pack(handle: BinaryIO) -> None:
            with tarfile.open(fileobj=handle, mode="w:gz") as tar:
                tar.add(stage, arcname=top)

        write_atomic(target, pack, ".tar.gz", shared=True)
    return target


def find_iscc() -> str:
    """The Inno Setup compiler: on PATH, or where its installer puts it."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    if INNO_SETUP.is_file():
        return str(INNO_SETUP)
    raise FileNotFoundError("Inno Setup's iscc was not found (install Inno Setup 6)")


def windows_installer(
    dist: Path, out: Path, ver: str | None = None, packaging: Path = PACKAGING
) -> Path:
    """The Windows installer from the one-folder build ``dist/goldmines``."""
    ver = ver or version()
    folder = dist / APP_ID
    if not (folder / f"{APP_ID}.exe").is_file():
        raise FileNotFoundError(f"{folder} holds no {APP_ID}.exe: build it first")
    out.mkdir(parents=True, exist_ok=True)
    name = f"GoldMines-{ver}-windows-setup"
    with tempfile.TemporaryDirectory() as tmp:
        icon = Path(tmp) / f"{APP_ID}.ico"
        icon.write_bytes(ico_bytes(icon_png))
        subprocess.run(
            [
                find_iscc(),
                f"/DAppVersion={ver}",
                f"/DSourceDir={folder.resolve()}",
                f"/DIconFile={icon}",
                f"/DOutputDir={out.resolve()}",
                f"/DOutputName={name}",
                str(packaging / "goldmines.iss"),
            ],
            check=True,
        )
    return out / f"{name}.exe"


def macos_dmg(dist: Path, out: Path, ver: str | None = None) -> Path:
    """The macOS disk image from ``dist/Gold Mines.app``."""
    ver = ver or version()
    app = dist / APP_BUNDLE
    if not app.is_dir():
        raise FileNotFoundError(f"{app} is missing: build it first")
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"GoldMines-{ver}-macos-{machine()}.dmg"
    with tempfile.TemporaryDirectory() as tmp:
        stage = Path(tmp) / "Gold Mines"
        stage.mkdir()
        shutil.copytree(app, stage / APP_BUNDLE, symlinks=True)
        (stage / "Applications").symlink_to("/Applications")  # drag the game onto it
        subprocess.run(
            [
                "hdiutil",
                "create",
                "-volname",
                "Gold Mines",
                "-srcfolder",
                str(stage),
                "-fs",
                "HFS+",
                "-format",
                "UDZO",
                "-ov",
                str(target),
            ],
            check=True,
        )
    return target


def package(dist: Path, out: Path, system: str = sys.platform, packaging: Path = PACKAGING) -> Path:
    """The download for ``system`` (``sys.platform`` of the build)."""
    if system.startswith("linux"):
        return linux_tarball(dist, out, packaging=packaging)
    if system == "win32":
        return windows_installer(dist, out, packaging=packaging)
    if system == "darwin":
        return macos_dmg(dist, out)
    raise ValueError(f"no download is made for {system}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=Path("dist"), help="PyInstaller's output")
    parser.add_argument("--out", type=Path, default=Path("dist/release"), help="where to write")
    parser.add_argument("--packaging", type=Path, default=PACKAGING, help="install.sh and .iss")
    args = parser.parse_args(argv)
    try:
        made = package(args.dist, args.out, packaging=args.packaging)
    except (FileNotFoundError, ValueError, subprocess.CalledProcessError) as err:
        print(f"package_release: {err}", file=sys.stderr)
        return 1
    print(made)
    return 0


if __name__ == "__main__":
    sys.exit(main())
