package tftcg

import (
	"strings"
	"testing"

	"omnideck/engine"
	"omnideck/kit"
)

// Cards under a character (under.go) and the Wave 1A cards of
// data/abilities/wave1a.yaml: Metroplex, Autobot City and the three
// characters that begin the game under him.

var metroplex = []string{"Metroplex, Autobot City"}

// underChar is player p's character name, lying under another.
func underChar(t *testing.T, s *State, p int, name string) kit.ObjID {
	t.Helper()
	id := char(t, s, p, name)
	if !s.isUnder(id) {
		t.Fatalf("%s is not under a character", name)
	}
	return id
}

// deployIt deploys player p's character name from under the character it
// lies under, in its first mode, as an effect would.
func deployIt(t *testing.T, s *State, p int, name string) kit.ObjID {
	t.Helper()
	id := underChar(t, s, p, name)
	s.deploy(id, 0)
	s.optsOK = false
	s.settle()
	return id
}

// hurt does n damage to character id by an effect of player p's, and
// lets what it sets off resolve.
func hurt(s *State, p int, id kit.ObjID, n int) {
	j := kit.NewJob(jobCard, id, p, nil)
	s.effectDamage(&j, id, n)
	s.optsOK = false
	s.settle()
}

// Metroplex, Autobot City (W1A/T01), alt mode: "This begins the game with
// these 3 characters under it → Scamper, City Patrol; Six-Gun, Heavy
// Weapons Expert; Slammer, Combat Drone." They are on the starting team,
// not on the battlefield, not KO'd, and seen by both players under him.
func TestCardMetroplexBeginsWithThree(t *testing.T) {
	s := stdGame(t, mayAttack, metroplex, ironhide, blank, blank)
	mp := char(t, s, 0, "Metroplex")
	if n := len(s.team[0]); n != 4 {
		t.Fatalf("Metroplex's team has %d characters, want 4", n)
	}
	for _, name := range []string{"Scamper", "Six-Gun", "Slammer"} {
		id := underChar(t, s, 0, name)
		switch {
		case beneath.Host(&s.t, id) != mp:
			t.Errorf("%s is not under Metroplex", name)
		case s.onField(id) || s.inKO(id):
			t.Errorf("%s under Metroplex is on the battlefield or KO'd", name)
		case !s.Is(id, "began", kit.Ctx{Src: mp, Ctrl: 0}):
			t.Errorf("%s is not on the starting team", name)
		}
	}
	if n := s.t.Count(zone(0, zField)); n != 1 {
		t.Errorf("%d characters on the battlefield, want Metroplex alone", n)
	}
	// Both players and a spectator see the three under Metroplex; none is
	// counted KO'd.
	for _, viewer := range []int{0, 1, engine.Spectator} {
		tb := s.Table(viewer)
		var under []string
		for _, z := range tb.Players[0].Zones {
			for _, c := range z.Cards {
				if c.Handle == int(s.handle(mp)) {
					for _, a := range c.Attached {
						under = append(under, a.Name)
					}
				}
			}
		}
		if got := strings.Join(under, "; "); got != "Scamper, City Patrol; Six-Gun, Heavy Weapons Expert; Slammer, Combat Drone" {
			t.Errorf("viewer %d sees under Metroplex: %q", viewer, got)
		}
		for _, c := range tb.Players[0].Counters {
			if c.Name == "Characters KO'd" && c.Value != 0 {
				t.Errorf("viewer %d counts %d characters KO'd, want 0", viewer, c.Value)
			}
		}
	}
	// A team that lists one of them as well is refused: it would be on
	// the team twice.
	_, err := mustGame(t).New(engine.Config{Players: 2, Seed: 1,
		Decks: [][]string{append([]string{"Metroplex, Autobot City", "Slammer, Combat Drone"}, blank...), append(append([]string{}, ironhide...), blank...)}})
	if err == nil || !strings.Contains(err.Error(), "Slammer, Combat Drone begins the game under Metroplex, Autobot City") {
		t.Errorf("a team listing Slammer beside Metroplex: %v", err)
	}
}

// Metroplex's alt mode: "When you flip to this mode → Deploy a character
// from under this to the battlefield." The player chooses which; it comes
// in its first mode, undamaged and untapped; the next flip deploys
// another.
func TestCardMetroplexDeploys(t *testing.T) {
	s := stdGame(t, mayAttack, metroplex, ironhide, blank, blank)
	flipToAlt(t, s, 0, "Metroplex")
	if s.ask != askPick || s.pickKind != pickCharacter || len(s.picks) != 3 {
		t.Fatalf("the flip asks %v %v among %d, want a character among the 3 under Metroplex", s.ask, s.pickKind, len(s.picks))
	}
	six := char(t, s, 0, "Six-Gun")
	pickChar(t, s, six)
	if !s.onField(six) || s.isUnder(six) || s.damage(six) != 0 || s.tapped(six) || s.mode(six).Mode != ModeAlt {
		t.Errorf("Six-Gun deployed: on the battlefield %v, damage %d, tapped %v, mode %s", s.onField(six), s.damage(six), s.tapped(six), s.mode(six).Mode)
	}
	if !logHas(s, "You deploy Six-Gun, Heavy Weapons Expert from under your Metroplex, Autobot City to the battlefield.") {
		t.Errorf("the log does not tell the deploy: %v", logLines(s))
	}
	if n := len(s.charactersUnder(char(t, s, 0, "Metroplex"), nil, nil)); n != 2 {
		t.Errorf("%d characters left under Metroplex, want 2", n)
	}
}

// A character deployed after an enemy attacked, untapped, ends that
// enemy's attacks (Rules_Roundup-2019-05-02.xml#502-8): the turn ends
// after the attack when the opponent has an untapped character.
func TestUnderDeployedUntappedEndsAttacks(t *testing.T) {
	s := stdGame(t, nil, ironhide, metroplex, noIcons(14), noIcons(14))
	mp := char(t, s, 1, "Metroplex")
	s.obj(mp).Set(flTapped, true)
	deployIt(t, s, 1, "Slammer")
	s.obj(char(t, s, 1, "Slammer")).Set(flTapped, true)
	attackWith(t, s, 0, "Ironhide", mp)
	finishAttack(t, s)
	if s.active != 1 {
		t.Errorf("player 1 attacks on with an untapped enemy: player %d's turn", s.active+1)
	}
}

// Characters under a character stay under it when it is KO'd, undamaged,
// neither KO'd nor on the battlefield (Rules_Roundup-2019-07-29.xml#2-11);
// battle cards under it go to the scrap pile (Wave-4.xml#18).
func TestUnderKOKeepsCharacters(t *testing.T) {
	s := stdGame(t, mayAttack, metroplex, ironhide, blank, blank)
	mp := char(t, s, 0, "Metroplex")
	card := s.t.Top(zone(0, zDeck))
	beneath.Put(&s.t, card, mp, zone(0, zUnder), kit.FaceDown)
	hurt(s, 1, mp, s.card(mp).Health)
	if !s.inKO(mp) {
		t.Fatal("Metroplex is not KO'd")
	}
	for _, name := range []string{"Scamper", "Six-Gun", "Slammer"} {
		id := underChar(t, s, 0, name)
		if beneath.Host(&s.t, id) != mp || s.inKO(id) {
			t.Errorf("%s left Metroplex's pile when he was KO'd", name)
		}
	}
	if !inZone(s, card, 0, zScrap) {
		t.Error("the battle card under Metroplex was not scrapped when he was KO'd")
	}
	if !s.over {
		t.Error("Metroplex KO'd with characters under him: the game goes on with no character on the battlefield")
	}
}

// Metroplex's bot mode: "When this attacks and you flip at least
// [WHITE][WHITE][ORANGE][ORANGE][BLUE][BLUE] > Tap each enemy and do 1
// damage to each enemy." Not with one white.
func TestCardMetroplexBot(t *testing.T) {
	for _, c := range []struct {
		first string
		hits  bool
	}{{"Data Pad", true}, {"Plasma Burst", false}} {
		// Scamper's Bold 1: 3 cards, the whites' 2 more.
		deck := stack(blank[:4], []string{c.first, "Data Pad", "Flamethrower", "Flamethrower", "Handheld Blaster"}, blank)
		s := stdGame(t, mayAttack, metroplex, twoBots, deck, noIcons(14))
		toBot(t, s, 0, "Metroplex")
		deployIt(t, s, 0, "Scamper")
		ih, ra := char(t, s, 1, "Ironhide"), char(t, s, 1, "Red Alert")
		attackWith(t, s, 0, "Metroplex", ih)
		finishAttack(t, s)
		if got := s.tapped(ra) && s.damage(ra) == 1; got != c.hits {
			t.Errorf("first card %s: Red Alert tapped %v with %d damage, want the ability %v", c.first, s.tapped(ra), s.damage(ra), c.hits)
		}
	}
}

// Scamper, City Patrol (W1A/T02), alt mode: "Your Metroplex has Bold 1."
// Slammer, Combat Drone (W1A/T04): the same. Only while on the
// battlefield: under Metroplex, they give nothing.
func TestCardScamperAndSlammerBold(t *testing.T) {
	for _, name := range []string{"Scamper", "Slammer"} {
		s := stdGame(t, mayAttack, metroplex, ironhide, blank, blank)
		mp := char(t, s, 0, "Metroplex")
		before := s.stat(mp, statBold)
		deployIt(t, s, 0, name)
		if n := s.stat(mp, statBold); n != before+1 {
			t.Errorf("%s deployed: Metroplex Bold %d, want %d", name, n, before+1)
		}
	}
}

// Scamper's bot mode: "You flip to this mode and have Metroplex on the
// battlefield > Scrap an enemy Weapon or Armor." Not a Utility; not
// without Metroplex.
func TestCardScamperBot(t *testing.T) {
	for _, c := range []struct {
		up      string
		koMetro bool
		scraps  bool
	}{{"Handheld Blaster", false, true}, {"Data Pad", false, false}, {"Handheld Blaster", true, false}} {
		s := stdGame(t, mayAttack, metroplex, ironhide, blank, deckOf(c.up))
		deployIt(t, s, 0, "Scamper")
		u := attach(t, s, 1, c.up, "Ironhide")
		if c.koMetro {
			koed(t, s, 0, "Metroplex", ModeAlt)
		}
		play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Scamper")))
		if got := inZone(s, u, 1, zScrap); got != c.scraps {
			t.Errorf("%s, Metroplex KO'd %v: scrapped %v, want %v", c.up, c.koMetro, got, c.scraps)
		}
	}
}

// Six-Gun, Heavy Weapons Expert (W1A/T03), alt mode: "When your Metroplex
// attacks → Do 1 damage to the defender." Before the flips: a defender it
// KOs ends the attack, nothing flipped (Rules_Roundup-2019-07-29.xml#2-23).
func TestCardSixGunAlt(t *testing.T) {
	s := stdGame(t, mayAttack, metroplex, ironhide, noIcons(14), noIcons(14))
	deployIt(t, s, 0, "Six-Gun")
	ih := char(t, s, 1, "Ironhide")
	s.obj(ih).Counters[cDamage] = int16(s.card(ih).Health - 1)
	attackWith(t, s, 0, "Metroplex", ih)
	finishAttack(t, s)
	if !s.inKO(ih) {
		t.Fatal("Six-Gun's 1 damage did not KO Ironhide")
	}
	if n := s.t.Count(zone(0, zFlip)) + s.t.Count(zone(1, zFlip)); n != 0 {
		t.Errorf("%d cards flipped after the defender was KO'd, want none", n)
	}
	// Not when another character attacks.
	s = stdGame(t, mayAttack, metroplex, ironhide, noIcons(14), noIcons(14))
	deployIt(t, s, 0, "Six-Gun")
	deployIt(t, s, 0, "Slammer")
	s.obj(char(t, s, 1, "Ironhide")).Counters[cDamage] = 0
	before := s.damage(char(t, s, 1, "Ironhide"))
	attackWith(t, s, 0, "Slammer", kit.NoObj)
	if logHas(s, "Six-Gun, Heavy Weapons Expert's ability") {
		t.Errorf("Slammer's attack set off Six-Gun (damage before %d): %v", before, logLines(s))
	}
}

// Six-Gun's bot mode: "When you flip to this mode > Your Metroplex gets
// Bold 2 until end of turn."
func TestCardSixGunBot(t *testing.T) {
	s := stdGame(t, mayAttack, metroplex, ironhide, blank, blank)
	mp := char(t, s, 0, "Metroplex")
	deployIt(t, s, 0, "Six-Gun")
	before := s.stat(mp, statBold)
	play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Six-Gun")))
	if n := s.stat(mp, statBold); n != before+2 {
		t.Errorf("Metroplex Bold %d after Six-Gun's flip, want %d", n, before+2)
	}
}

// Slammer, Combat Drone (W1A/T04), alt mode: "When you deploy from under
// Metroplex → Do 1 damage to each enemy."
func TestCardSlammerDeploy(t *testing.T) {
	s := stdGame(t, mayAttack, metroplex, twoBots, blank, blank)
	flipToAlt(t, s, 0, "Metroplex")
	pickChar(t, s, char(t, s, 0, "Slammer"))
	for _, name := range []string{"Ironhide", "Red Alert"} {
		if d := s.damage(char(t, s, 1, name)); d != 1 {
			t.Errorf("%s %d damage after Slammer's deploy, want 1", name, d)
		}
	}
	// Another character's deploy sets off nothing of his.
	s = stdGame(t, mayAttack, metroplex, twoBots, blank, blank)
	deployIt(t, s, 0, "Scamper")
	if d := s.damage(char(t, s, 1, "Ironhide")); d != 0 {
		t.Errorf("Ironhide %d damage after Scamper's deploy, want 0", d)
	}
}

// Height Advantage (W1A/001): "One of your Titans gets Bold 4 until end of
// turn."
func TestCardHeightAdvantage(t *testing.T) {
	s := stdGame(t, mayAttack, metroplex, ironhide, deckOf("Height Advantage"), blank)
	mp := char(t, s, 0, "Metroplex")
	before := s.stat(mp, statBold)
	playAction(t, s, "Height Advantage")
	if n := s.stat(mp, statBold); n != before+4 {
		t.Errorf("Metroplex Bold %d, want %d", n, before+4)
	}
}

// Protected By Metroplex (W1A/002): "If the upgraded character would take
// damage → Instead your Metroplex takes that damage." An effect's damage
// and an attack's.
func TestCardProtectedByMetroplex(t *testing.T) {
	s := stdGame(t, mayAttack, metroplex, ironhide, deckOf("Protected By Metroplex"), noIcons(14))
	mp := char(t, s, 0, "Metroplex")
	sc := deployIt(t, s, 0, "Scamper")
	attach(t, s, 0, "Protected By Metroplex", "Scamper")
	hurt(s, 1, sc, 2)
	if s.damage(sc) != 0 || s.damage(mp) != 2 {
		t.Errorf("effect damage: Scamper %d, Metroplex %d, want 0 and 2", s.damage(sc), s.damage(mp))
	}
	s.obj(sc).Set(flTapped, true)
	passTurn(t, s)
	attackWith(t, s, 1, "Ironhide", sc)
	finishAttack(t, s)
	if s.damage(sc) != 0 || s.damage(mp) <= 2 {
		t.Errorf("attack damage: Scamper %d, Metroplex %d, want 0 and more than 2", s.damage(sc), s.damage(mp))
	}
}

// Rally The City (W1A/003): "If you have Metroplex on the battlefield →
// Draw a card for each character you have on the battlefield." Not
// without Metroplex.
func TestCardRallyTheCity(t *testing.T) {
	s := stdGame(t, mayAttack, metroplex, ironhide, deckOf("Rally The City"), blank)
	deployIt(t, s, 0, "Scamper")
	deployIt(t, s, 0, "Slammer")
	ensure(t, s, 0, "Rally The City")
	before := handSize(s, 0)
	playAction(t, s, "Rally The City")
	if n := handSize(s, 0); n != before-1+3 {
		t.Errorf("hand %d after Rally The City with 3 characters, want %d", n, before+2)
	}
	s = stdGame(t, mayAttack, ironhide, ironhide, deckOf("Rally The City"), blank)
	ensure(t, s, 0, "Rally The City")
	before = handSize(s, 0)
	playAction(t, s, "Rally The City")
	if n := handSize(s, 0); n != before-1 {
		t.Errorf("hand %d after Rally The City without Metroplex, want %d", n, before-1)
	}
}

// A position holds battle cards under a character, but not yet a
// character under another: writing one is refused, saying why, and so is
// reading one; so is a team that began with characters under Metroplex,
// whose stars no team list counts.
func TestUnderPositions(t *testing.T) {
	s := stdGame(t, mayAttack, metroplex, ironhide, blank, blank)
	if raw, err := s.Position(); raw != nil || err == nil || !strings.Contains(err.Error(), "Scamper, City Patrol lies under Metroplex, Autobot City: a position cannot hold a character under another yet") {
		t.Errorf("Metroplex with 3 under him: %s, %v", raw, err)
	}
	for _, name := range []string{"Scamper", "Six-Gun", "Slammer"} {
		deployIt(t, s, 0, name)
	}
	if raw, err := s.Position(); raw != nil || err == nil || !strings.Contains(err.Error(), "Metroplex, Autobot City began the game with characters under it") {
		t.Errorf("Metroplex's team, all deployed: %s, %v", raw, err)
	}
	msg := refusedPosition(t, `{"turn": 3, "active": 0, "players": [
		{"battlefield": [{"card": "Blaster, Communications", "under": ["Steeljaw, Tracker"]}], "deck": ["Zap"]},
		{"battlefield": ["Ironhide, Veteran Autobot"], "deck": ["Zap"]}]}`)
	if !strings.Contains(msg, "players[0].battlefield[0].under[0]: Steeljaw, Tracker is a character: characters are on the battlefield or in the KO area") {
		t.Errorf("a character under Blaster in a position: %s", msg)
	}
}
