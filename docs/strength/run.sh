#!/bin/sh
# Plays the shards of the one-second strength table (docs/ai.md) that are
# not yet here, one after another, each saved as GAME/NN.json beside this
# script. Several can run at once, one per core, on different shards.
#
#   docs/strength/run.sh GAME|all [FIRST [LAST]]
#
# "all" plays the games in the table's order, each from FIRST to LAST.
# OMNIDECK names the binary to run (default: omnideck on the PATH).
set -eu

game=${1:?usage: run.sh GAME|all [FIRST [LAST]]}
first=${2:-1}
last=${3:-40}
bin=${OMNIDECK:-omnideck}

if [ "$game" = all ]; then
	for g in battlecards ben10 omnitrix tftcg superbenji; do
		"$0" "$g" "$first" "$last"
	done
	exit 0
fi

# The iterations one core of the reference machine searches in a second
# (docs/benchmarks.md), as set when the game's runs began.
case $game in
battlecards) iterations=6000 ;;
ben10) iterations=6400 ;;
superbenji) iterations=4100 ;;
omnitrix) iterations=180000 ;;
tftcg) iterations=2000 ;;
*) echo "run.sh: no budget for game $game" >&2; exit 2 ;;
esac

dir=$(dirname "$0")/$game
mkdir -p "$dir"
for k in $(seq "$first" "$last"); do
	out=$dir/$(printf %02d "$k").json
	[ -s "$out" ] && continue
	"$bin" sim "$game" --games 400 --shard "$k/40" --seed 11 --workers 1 \
		--agents "ismcts:iterations=$iterations,heuristic" --json > "$out.part"
	mv "$out.part" "$out"
done
