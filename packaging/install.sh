#!/bin/sh
# Gold Mines for Linux: copies the game into ~/.local/bin and puts it in the applications menu
# with its icon (the game writes the menu entry itself: `goldmines --install-desktop-entry`).
# Run it from the unpacked folder: ./install.sh   (no administrator rights needed)
set -eu
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd)
bin_dir=${XDG_BIN_HOME:-$HOME/.local/bin}
mkdir -p "$bin_dir"
cp "$here/goldmines" "$bin_dir/.goldmines.new"
chmod 755 "$bin_dir/.goldmines.new"
mv -f "$bin_dir/.goldmines.new" "$bin_dir/goldmines"
"$bin_dir/goldmines" --install-desktop-entry
echo "Gold Mines is installed as $bin_dir/goldmines; start it from the applications menu."
