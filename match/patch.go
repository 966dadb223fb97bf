package match

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strconv"

	"omnideck/engine"
)

// An update frame carries, in place of the whole table, a patch: the parts
// of the table that changed since the watcher's last frame. A move
// changes a zone or two, a counter and the question, so a patch is a
// tenth of the table or less, for the server to send and the client to
// read.
//
// A patch is a JSON object holding the table's top-level fields that
// changed (each whole: "turn", "question", "outcome", ...), and, under
// "players", each changed player by index with its changed "counters"
// (whole) and "zones" (each changed zone by index, whole); under "zones",
// each changed shared zone by index, whole. When the table's shape
// changes (another number of players or zones, or zones in another
// order), the frame carries the whole table instead.

// tableParts is a table cut into the parts a patch replaces, each as
// JSON.
type tableParts struct {
	top      map[string][]byte
	counters [][]byte
	zones    [][][]byte
	zoneIDs  [][]string
	shared   [][]byte
	sharedID []string
}

// cut marshals each part of t.
func cut(t *engine.Table) (tableParts, error) {
	p := tableParts{top: map[string][]byte{}}
	var err error
	add := func(name string, v any) {
		if err == nil {
			p.top[name], err = json.Marshal(v)
		}
	}
	add("viewer", t.Viewer)
	add("turn", t.Turn)
	add("phase", t.Phase)
	add("active", t.Active)
	add("question", t.Question)
	add("waiting", t.Waiting)
	add("outcome", t.Outcome)
	add("legend", t.Legend)
	add("goal", t.Goal)
	for _, pl := range t.Players {
		c, e := json.Marshal(pl.Counters)
		if e != nil {
			return p, e
		}
		p.counters = append(p.counters, c)
		var zones [][]byte
		var ids []string
		for _, z := range pl.Zones {
			data, e := json.Marshal(z)
			if e != nil {
				return p, e
			}
			zones, ids = append(zones, data), append(ids, z.ID)
		}
		p.zones, p.zoneIDs = append(p.zones, zones), append(p.zoneIDs, ids)
	}
	for _, z := range t.Zones {
		data, e := json.Marshal(z)
		if e != nil {
			return p, e
		}
		p.shared, p.sharedID = append(p.shared, data), append(p.sharedID, z.ID)
	}
	return p, err
}

// sameShape reports whether a patch can turn prev into next: the same
// players, zones and order.
func sameShape(prev, next tableParts) bool {
	if len(prev.zones) != len(next.zones) || len(prev.sharedID) != len(next.sharedID) {
		return false
	}
	for i := range prev.zoneIDs {
		if !equalStrings(prev.zoneIDs[i], next.zoneIDs[i]) {
			return false
		}
	}
	return equalStrings(prev.sharedID, next.sharedID)
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// patch writes the JSON patch that turns prev into next; ok is false when
// their shapes differ and only the whole table will do.
func patch(prev, next tableParts) (json.RawMessage, bool) {
	if !sameShape(prev, next) {
		return nil, false
	}
	var b bytes.Buffer
	b.WriteByte('{')
	first := true
	key := func(k string) {
		if !first {
			b.WriteByte(',')
		}
		first = false
		b.WriteString(strconv.Quote(k))
		b.WriteByte(':')
	}
	for _, name := range []string{"viewer", "turn", "phase", "active", "question", "waiting", "outcome", "legend", "goal"} {
		if !bytes.Equal(prev.top[name], next.top[name]) {
			key(name)
			b.Write(next.top[name])
		}
	}
	players := false
	for i := range next.zones {
		countersChanged := !bytes.Equal(prev.counters[i], next.counters[i])
		var changed []int
		for j := range next.zones[i] {
			if !bytes.Equal(prev.zones[i][j], next.zones[i][j]) {
				changed = append(changed, j)
			}
		}
		if !countersChanged && len(changed) == 0 {
			continue
		}
		if !players {
			key("players")
			b.WriteByte('{')
			players = true
		} else {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(strconv.Itoa(i)))
		b.WriteString(":{")
		if countersChanged {
			b.WriteString(`"counters":`)
			b.Write(next.counters[i])
			if len(changed) > 0 {
				b.WriteByte(',')
			}
		}
		if len(changed) > 0 {
			b.WriteString(`"zones":{`)
			for k, j := range changed {
				if k > 0 {
					b.WriteByte(',')
				}
				b.WriteString(strconv.Quote(strconv.Itoa(j)))
				b.WriteByte(':')
				b.Write(next.zones[i][j])
			}
			b.WriteByte('}')
		}
		b.WriteByte('}')
	}
	if players {
		b.WriteByte('}')
	}
	shared := false
	for j := range next.shared {
		if bytes.Equal(prev.shared[j], next.shared[j]) {
			continue
		}
		if !shared {
			key("zones")
			b.WriteByte('{')
			shared = true
		} else {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(strconv.Itoa(j)))
		b.WriteByte(':')
		b.Write(next.shared[j])
	}
	if shared {
		b.WriteByte('}')
	}
	b.WriteByte('}')
	return b.Bytes(), true
}

// tablePatch is a patch as read back.
type tablePatch struct {
	Viewer   *int                  `json:"viewer"`
	Turn     *int                  `json:"turn"`
	Phase    *string               `json:"phase"`
	Active   *int                  `json:"active"`
	Question *engine.TableQuestion `json:"question"`
	Waiting  *[]int                `json:"waiting"`
	Outcome  *engine.Outcome       `json:"outcome"`
	Legend   *string               `json:"legend"`
	Goal     *string               `json:"goal"`
	Players  map[int]struct {
		Counters *[]engine.Counter         `json:"counters"`
		Zones    map[int]*engine.TableZone `json:"zones"`
	} `json:"players"`
	Zones map[int]*engine.TableZone `json:"zones"`
}

// ApplyPatch applies an update frame's patch to the table of the frame
// before it, as a client does.
func ApplyPatch(t *engine.Table, data json.RawMessage) error {
	var p tablePatch
	if err := json.Unmarshal(data, &p); err != nil {
		return err
	}
	set := func(dst *int, src *int) {
		if src != nil {
			*dst = *src
		}
	}
	set(&t.Viewer, p.Viewer)
	set(&t.Turn, p.Turn)
	set(&t.Active, p.Active)
	if p.Phase != nil {
		t.Phase = *p.Phase
	}
	if p.Question != nil {
		t.Question = *p.Question
	}
	if p.Waiting != nil {
		t.Waiting = *p.Waiting
	}
	if p.Outcome != nil {
		t.Outcome = *p.Outcome
	}
	if p.Legend != nil {
		t.Legend = *p.Legend
	}
	if p.Goal != nil {
		t.Goal = *p.Goal
	}
	for i, pp := range p.Players {
		if i < 0 || i >= len(t.Players) {
			return errBadPatch
		}
		if pp.Counters != nil {
			t.Players[i].Counters = *pp.Counters
		}
		for j, z := range pp.Zones {
			if j < 0 || j >= len(t.Players[i].Zones) || z == nil {
				return errBadPatch
			}
			t.Players[i].Zones[j] = *z
		}
	}
	for j, z := range p.Zones {
		if j < 0 || j >= len(t.Zones) || z == nil {
			return errBadPatch
		}
		t.Zones[j] = *z
	}
	return nil
}

var errBadPatch = errors.New("the patch does not fit the table")

// Follow makes an update frame whole: when it carries a patch, it sets
// f.Table to prev, the table of the frame before it, with the patch
// applied (prev is not changed).
func (f *Frame) Follow(prev *engine.Table) error {
	if f.Patch == nil || f.Table != nil {
		return nil
	}
	if prev == nil {
		return errors.New("a patch with no table before it")
	}
	t := *prev
	t.Players = slices.Clone(prev.Players)
	for i := range t.Players {
		t.Players[i].Zones = slices.Clone(t.Players[i].Zones)
	}
	t.Zones = slices.Clone(prev.Zones)
	if err := ApplyPatch(&t, f.Patch); err != nil {
		return err
	}
	f.Table = &t
	return nil
}
