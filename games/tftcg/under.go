package tftcg

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"omnideck/engine"
	"omnideck/kit"
)

// Cards under a character (docs/rules/tftcg.md, "Cards under a
// character"): characters a Titan or a deployer begins the game with under
// it (Metroplex, Trypticon; Blaster and Soundwave with the team's
// Mini-Cassettes), battle cards an ability puts there (Nemesis Prime,
// Lockdown, Private Hot Rod, Sergeant Barricade). They lie in their
// player's pile of cards under characters (zUnder, kit.Beneath), out of
// play: not on the battlefield, not KO'd, not in the scrap pile
// (Wave-4.xml#16, #27, #33). Characters lie face up, seen by both players;
// a battle card lies as it was put there. A character under another stays
// there when that one is KO'd, and goes with it wherever it goes
// (Rules_Roundup-2019-07-29.xml#2-11, #2-4); the battle cards under a
// KO'd character go to the scrap pile (Wave-4.xml#18). Deploying puts a
// character from under another onto the battlefield.

// beneath keeps the cards under characters: each in its player's zUnder,
// the character it lies under named by its counter cOn. A character under
// another has no damage counters: cOn takes cDamage's place until it is
// deployed.
var beneath = kit.Beneath{On: cOn}

// StartsUnder is a character's "This begins the game with these 3
// characters under it" (Names: the characters, by full name, who join the
// team under it) or "This starts the game with all Mini-Cassettes on your
// starting team under it" (Trait: the team's characters of that trait go
// under it).
type StartsUnder struct {
	Names []string `yaml:"names,omitempty"`
	Trait string   `yaml:"trait,omitempty"`
}

// WhenDeployed is "When you deploy this from under a character": the
// deployed character's ability, once it is on the battlefield.
const WhenDeployed = "deployed"

// check checks a starts_under entry, which stands alone in its ability.
func (u *StartsUnder) check(k *kit.Check, where string, a *Ability) {
	if a.When != "" || len(a.Do) > 0 || a.May || a.Cost != nil || a.If != nil || a.Static != nil || a.Only != nil || a.Instead != nil {
		k.FailAt(a, where, "starts_under stands alone")
	}
	if (len(u.Names) == 0) == (u.Trait == "") {
		k.FailAt(u, where, "starts_under names the characters (names: [\"Scamper, City Patrol\"]) or a trait of the team's (trait: Mini-Cassette)")
	}
}

// isUnder reports whether card id lies under a character.
func (s *State) isUnder(id kit.ObjID) bool {
	z := s.obj(id).Zone
	return z >= 0 && int(z) < 2*numZones && z%numZones == zUnder
}

// startUnder puts under each character that begins the game with others
// under it those characters, at set-up: the characters it names join the
// team under it (Metroplex, Trypticon: they are on the starting team,
// Rules_Roundup-2019-07-29.xml#2-30), and the team's characters of the
// trait it names go under it (Blaster, Soundwave: "any Mini-Cassette can
// be put under Blaster or Soundwave regardless of faction", and they
// count toward the starting team, Rules_Roundup-2019-07-29.xml#2-10). Of
// two such characters, the first of the team takes them. A named
// character the team lists as well is refused: it would be on the team
// twice.
func (s *State) startUnder() error {
	if s.rules.basic {
		return nil
	}
	var errs []error
	for p := range 2 {
		for _, host := range s.team[p] { // the characters named join the team after it
			if !s.onField(host) {
				continue
			}
			for i := range s.mode(host).Abilities {
				u := s.mode(host).Abilities[i].StartsUnder
				if u == nil {
					continue
				}
				for _, name := range u.Names {
					c, _, ok := s.game.set.lookup(name)
					if !ok || !s.defs[c].isCharacter() {
						errs = append(errs, fmt.Errorf("seat %d: %s begins the game with %q under it, and the card set has no such character", p+1, s.card(host).FullName(), name))
						continue
					}
					if slices.ContainsFunc(s.team[p], func(id kit.ObjID) bool { return s.t.Objs[id].Card == c }) {
						errs = append(errs, fmt.Errorf("seat %d: %s begins the game under %s: leave it out of the team", p+1, s.defs[c].FullName(), s.card(host).FullName()))
						continue
					}
					id := s.t.NewObject(c, p, zone(p, zUnder), kit.FaceUp)
					s.team[p] = append(s.team[p], id)
					s.putUnder(id, host)
				}
				if u.Trait != "" {
					for _, id := range s.team[p] {
						if id != host && s.onField(id) && s.Trait(id, u.Trait) {
							s.putUnder(id, host)
						}
					}
				}
			}
		}
	}
	return errors.Join(errs...)
}

// putUnder puts character id face up under character host, out of play:
// its Upgrades and the cards under it are scrapped and what lasted on it
// ends, as when it leaves the battlefield; it waits untapped, undamaged,
// in its first mode.
func (s *State) putUnder(id, host kit.ObjID) {
	p := int(s.obj(id).Owner)
	if s.onField(id) {
		s.scrapUpgrades(id)
		s.mods.Drop(id)
	}
	o := s.obj(id)
	o.Set(flTapped, false)
	o.Set(flReach, false)
	o.Counters[cMode], o.Counters[cAttacks] = 0, 0
	beneath.Put(&s.t, id, host, zone(p, zUnder), kit.FaceUp)
	s.logf(evTuck, p, s.ref(id), s.ref(host))
	s.optsOK = false
}

// deploy puts character id from under the character it lies under onto
// the battlefield, in mode mi, undamaged and untapped, and starts its
// "When you deploy this" abilities.
func (s *State) deploy(id kit.ObjID, mi int) {
	p := int(s.obj(id).Owner)
	host := beneath.Host(&s.t, id)
	s.t.Place(id, zone(p, zField), -1, kit.FaceUp)
	o := s.obj(id)
	o.Counters[cDamage], o.Counters[cMode], o.Counters[cAttacks] = 0, int16(mi), 0
	s.logf(evDeploy, p, s.ref(id), s.ref(host))
	s.optsOK = false
	s.trigger(id, WhenDeployed)
}

// charactersUnder are the characters under host that pass keep (all of
// them when keep is nil), appended to buf.
func (s *State) charactersUnder(host kit.ObjID, keep func(kit.ObjID) bool, buf []kit.ObjID) []kit.ObjID {
	for id := range beneath.Under(&s.t, zone(int(s.obj(host).Owner), zUnder), host) {
		if s.card(id).isCharacter() && (keep == nil || keep(id)) {
			buf = append(buf, id)
		}
	}
	return buf
}

// attachUnder shows the cards under each of player q's characters with
// it, in the zones of tp, as viewer p sees them: a character under
// another by name, a card face down by its handle only.
func (s *State) attachUnder(p, q int, tp *engine.TablePlayer) {
	for _, u := range s.t.Zones[zone(q, zUnder)].Cards {
		h := int(s.handle(beneath.Host(&s.t, u)))
		for zi := range tp.Zones {
			for ci := range tp.Zones[zi].Cards {
				if c := &tp.Zones[zi].Cards[ci]; c.Handle == h {
					c.Attached = append(c.Attached, s.t.TableCard(p, u, s.describeUnder))
				}
			}
		}
	}
}

// describeUnder is a card under a character as the table shows it: a
// character by its printed card and the words "under NAME", since it is
// in no mode in play.
func (s *State) describeUnder(id kit.ObjID) engine.TableCard {
	c := s.card(id)
	if !c.fights() {
		return s.describe(id)
	}
	return engine.TableCard{ID: c.ID, Name: c.FullName(), Type: c.Type, Stats: s.printed(c, 0).String(),
		Status: []string{"under " + s.card(beneath.Host(&s.t, id)).FullName()}, Counters: []engine.Counter{}}
}

// deployText says where a deploy takes its character from and how it
// comes, for people.
func deployText(p *deployParams) string {
	what := "a character"
	if p.Trait != "" {
		what = "a " + p.Trait
	}
	out := fmt.Sprintf("Deploy %s from under %s to the battlefield", what, selText(&p.From))
	if p.Mode != "" {
		out += " in " + p.Mode + " mode"
	}
	out += "."
	if len(p.Then) > 0 {
		var then []string
		for i := range p.Then {
			then = append(then, runner.Verbs.Text(&p.Then[i]))
		}
		out += " When you do: " + strings.Join(then, " ")
	}
	return out
}

// tucked is card i of an event that put it under a character, as viewer
// sees it: its name, or "a card face down".
func (s *State) tucked(i int32, viewer int) string {
	if !s.jr.Refs.Seen(i, viewer) {
		return "a card face down"
	}
	return s.name(i)
}

// underWritten reports why a position cannot hold the game's cards under
// characters, or nil: a character under another, or a team that began
// with characters under one of its own (Metroplex, Trypticon), whose
// stars no team list counts (docs/rules/tftcg.md, Positions). Battle
// cards under a character are written as any card under one; a position
// read with a character under another is refused as any character out of
// the battlefield and the KO area is.
func (s *State) underWritten() error {
	for p := range 2 {
		for _, id := range s.team[p] {
			if s.isUnder(id) {
				return fmt.Errorf("%s lies under %s: a position cannot hold a character under another yet",
					s.card(id).FullName(), s.card(beneath.Host(&s.t, id)).FullName())
			}
		}
	}
	for p := range 2 {
		for _, id := range s.team[p] {
			for _, m := range s.card(id).Modes {
				for i := range m.Abilities {
					if u := m.Abilities[i].StartsUnder; u != nil && len(u.Names) > 0 {
						return fmt.Errorf("%s began the game with characters under it: a position cannot hold its team yet", s.card(id).FullName())
					}
				}
			}
		}
	}
	return nil
}
