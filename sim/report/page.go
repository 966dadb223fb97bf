package report

import "html/template"

// style is the pages' look: plain, readable, printable.
const style = `<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { padding: 0.2rem 0.8rem; text-align: right; border-bottom: 1px solid #ddd; }
th:first-child, td:first-child { text-align: left; }
img { max-width: 100%; } .note { color: #555; font-size: 0.9rem; } .yes { font-weight: bold; }
</style>`

// reportPage shows one batch.
var reportPage = template.Must(template.New("report").Funcs(funcs).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Title}}</title>` + style + `</head><body>
{{with .Report}}
<h1>{{$.Title}}</h1>
<p>Seed {{.Seed}} · options: {{options .Options}}{{if .Shard}} · shard {{.Shard}}: {{.Games}} games from game {{inc .First}} of a batch of {{.Sweep}}{{end}}.
{{if .Decks}}Decks: {{range $i, $s := .Seats}}{{if $i}}, {{end}}Player {{inc $s.Seat}} plays <b>{{$s.Deck}}</b>{{end}}; they stay with their seat.
{{end}}Agents rotate through the seats from game to game. Intervals are 95% Wilson score intervals.</p>

<h2>Win rates</h2>
<p><img src="winrates.png" alt="win rates with intervals"> <a href="winrates.svg">SVG</a></p>
<table><tr><th>agent</th><th>win rate</th><th>95% interval</th><th>sole wins</th><th>shared wins</th></tr>
{{range .Agents}}<tr><td>{{.Name}}</td><td>{{pct .Score.Value}}</td><td>{{pct .Score.Low}} – {{pct .Score.High}}</td><td>{{.SoleWins}}</td><td>{{.SharedWins}}</td></tr>
{{end}}</table>
<table><tr><th>seat</th><th>win rate</th><th>95% interval</th></tr>
{{range .Seats}}<tr><td>{{seat .}}</td><td>{{pct .Score.Value}}</td><td>{{pct .Score.Low}} – {{pct .Score.High}}</td></tr>
{{end}}</table>

<h2>How games ended</h2>
<p>In the game's own words ("unstated" where the game does not say){{if .Unfinished}}; a game cut at the decision cap counts as won by no one{{end}}.{{if or .Tally.Nobody .Unfinished}}
The win-rate plot shows the games no player won below the seats, by how they ended, so that every game is in it.{{end}}</p>
<table><tr><th>how</th><th>games</th><th>share</th><th>95% interval</th></tr>
{{range .EndRows}}<tr><td>{{.Label}}</td><td>{{.Games}}</td><td>{{pct .Share.Value}}</td><td>{{pct .Share.Low}} – {{pct .Share.High}}</td></tr>
{{end}}</table>

<h2>Game length</h2>
<p><img src="length.png" alt="games by length in turns"> <a href="length.svg">SVG</a></p>
<table><tr><th></th><th>mean</th><th>sd</th><th>min</th><th>median</th><th>95th percentile</th><th>max</th></tr>
<tr><td>turns</td><td>{{num .Turns.Mean}}</td><td>{{num .Turns.SD}}</td><td>{{.Turns.Min}}</td><td>{{.Turns.Median}}</td><td>{{.Turns.P95}}</td><td>{{.Turns.Max}}</td></tr>
<tr><td>decisions</td><td>{{num .Decisions.Mean}}</td><td>{{num .Decisions.SD}}</td><td>{{.Decisions.Min}}</td><td>{{.Decisions.Median}}</td><td>{{.Decisions.P95}}</td><td>{{.Decisions.Max}}</td></tr></table>

{{if .Cards}}
<h2>Cards</h2>
<p>How often each card was played, and how the seats that played it at least once fared in those games.
A card played mostly by the stronger agent, or mostly when ahead, shows a high rate for that reason too:
compare cards played by the same agents.
Where the decks are known, "dealt" counts the seat-games whose deck held the card: a card dealt
often and seldom played is one the agents do not know how to use, or one that can seldom be played;
cards dealt and never played come last.</p>
<p><img src="cards.png" alt="win rate by card played"> <a href="cards.svg">SVG</a></p>
<table><tr><th>card</th><th>plays</th><th>seat-games</th><th>dealt</th><th>win rate</th><th>95% interval</th></tr>
{{range .Cards}}<tr><td>{{.Name}}</td><td>{{.Plays}}</td><td>{{.Games}}</td><td>{{if .Dealt}}{{.Dealt}}{{end}}</td><td>{{if .Games}}{{pct .Score.Value}}{{end}}</td><td>{{if .Games}}{{pct .Score.Low}} – {{pct .Score.High}}{{end}}</td></tr>
{{end}}</table>
{{end}}
<p class="note">The figures: <a href="report.json">report.json</a> ({{.Games}} games, {{printf "%.1f" .Seconds}} s).</p>
{{end}}
</body></html>
`))

// comparisonPage shows two batches played on the same seeds.
var comparisonPage = template.Must(template.New("comparison").Funcs(funcs).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{.Title}}</title>` + style + `</head><body>
{{with .Comparison}}
<h1>{{$.Title}}</h1>
<p>{{.ReportA.Game}} · {{.ReportA.Games}} games played twice on the same seeds:
A with <b>{{.A}}</b>, B with <b>{{.B}}</b>. Each difference is measured game by game, with its 95% interval;
where the interval leaves out 0 the difference is unlikely to be chance.</p>
<p><img src="differences.png" alt="differences with intervals"> <a href="differences.svg">SVG</a></p>
<table><tr><th></th><th>A</th><th>B</th><th>B − A (points)</th><th>95% interval</th><th>beyond chance</th></tr>
{{range $i, $d := .Agents}}<tr><td>agent {{$d.Name}}</td><td>{{pct (index $.Comparison.ReportA.Agents $i).Score.Value}}</td><td>{{pct (index $.Comparison.ReportB.Agents $i).Score.Value}}</td><td>{{pts $d.Value}}</td><td>{{pts $d.Low}} – {{pts $d.High}}</td><td{{if $d.Significant}} class="yes">yes{{else}}>no{{end}}</td></tr>
{{end}}{{range $i, $d := .Seats}}<tr><td>{{$d.Name}}</td><td>{{pct (index $.Comparison.ReportA.Seats $i).Score.Value}}</td><td>{{pct (index $.Comparison.ReportB.Seats $i).Score.Value}}</td><td>{{pts $d.Value}}</td><td>{{pts $d.Low}} – {{pts $d.High}}</td><td{{if $d.Significant}} class="yes">yes{{else}}>no{{end}}</td></tr>
{{end}}<tr><td>turns per game</td><td>{{num .ReportA.Turns.Mean}}</td><td>{{num .ReportB.Turns.Mean}}</td><td>{{printf "%+.2f" .Turns.Value}}</td><td>{{printf "%+.2f" .Turns.Low}} – {{printf "%+.2f" .Turns.High}}</td><td{{if .Turns.Significant}} class="yes">yes{{else}}>no{{end}}</td></tr>
</table>
<p>Each side's own report: <a href="a/index.html">A ({{.A}})</a> · <a href="b/index.html">B ({{.B}})</a> · the figures: <a href="comparison.json">comparison.json</a>.</p>
{{end}}
</body></html>
`))
