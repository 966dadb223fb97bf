package tftcg

import (
	"slices"
	"strings"
	"testing"

	"omnideck/carddata"
	"omnideck/engine"
	"omnideck/kit"
)

// The game's official rulings (docs/rules/tftcg-faq/, cited by file and
// entry id): one test for each behaviour they decide that the rules 1.0
// text left open, each failing when the behaviour is broken.

// leaveInDeck moves all but the top n cards of player p's deck into p's
// scrap pile, as earlier turns would have.
func leaveInDeck(s *State, p, n int) {
	deck := zone(p, zDeck)
	for s.t.Count(deck) > n {
		s.t.Place(s.t.Zones[deck].Cards[0], zone(p, zScrap), -1, kit.FaceUp)
	}
	s.optsOK = false
}

// zoneHas reports whether player p's zone z holds a card named name.
func zoneHas(s *State, p, z int, name string) bool {
	return slicesHasCard(s, s.t.Zones[zone(p, z)].Cards, name)
}

// The deck is reshuffled from the scrap pile as soon as it is empty
// (Rules_Roundup-2019-04-05.xml#405-2, Rules_Roundup-2019-04-12.xml#412-12,
// Rules_Roundup-2019-05-28.xml#528-12): drawing the last card refills it at
// once, not at the next draw.
func TestRulingReshuffleAsSoonAsEmpty(t *testing.T) {
	s := stdGame(t, map[string]string{OptAttack: "may"}, optimus, ironhide, deckOf(), deckOf())
	leaveInDeck(s, 1, 1)
	scrap := s.t.Count(zone(1, zScrap))
	play(t, s, "end") // player 2 draws the last card of their deck
	if d, sc := s.t.Count(zone(1, zDeck)), s.t.Count(zone(1, zScrap)); d != scrap || sc != 0 {
		t.Errorf("after the last card is drawn the deck holds %d cards and the scrap pile %d, want %d and 0", d, sc, scrap)
	}
}

// Treasure Hunt with 2 cards left (Rules_Roundup-2019-02-18.xml#218-6;
// Wave-2-3.xml#60): the 2 are scrapped, the rest of the scrap pile (not
// those 2) is shuffled into the deck at once, and 2 more are scrapped from
// it; the Upgrades among the 4 go to the hand.
func TestRulingTreasureHuntReshuffles(t *testing.T) {
	s := stdGame(t, nil, optimus, ironhide, deckOf("Treasure Hunt", "Medic!", "Medic!", "Medic!", "Primary Laser", "Zap"), blank)
	leaveInDeck(s, 0, 2) // Primary Laser, Zap; the scrap pile holds 20 Medic!
	playAction(t, s, "Treasure Hunt")
	if d := s.t.Count(zone(0, zDeck)); d != 18 {
		t.Errorf("the deck holds %d cards after Treasure Hunt, want the 20 of the scrap pile less the 2 scrapped", d)
	}
	if !inHand(s, 0, "Primary Laser") || zoneHas(s, 0, zDeck, "Primary Laser") || zoneHas(s, 0, zDeck, "Zap") {
		t.Error("the 2 cards scrapped before the reshuffle went into the deck, or the Upgrade not into the hand")
	}
	if sc := s.t.Count(zone(0, zScrap)); sc != 3 || !scrapHas(s, 0, "Zap") {
		t.Errorf("the scrap pile holds %d cards, want Zap and the 2 scrapped after the reshuffle", sc)
	}
}

// Autobot Cosmos attacking with 2 cards left (Wave-1.xml#21): flipping
// them empties the deck, the reshuffle happens at once and Cosmos' bot
// mode KOs the defender, whose side flips nothing.
func TestRulingCosmosReshufflesMidAttack(t *testing.T) {
	s := stdGame(t, nil, []string{"Autobot Cosmos, Recon & Communication"}, twoBots, deckOf(), deckOf())
	toBot(t, s, 0, "Autobot Cosmos")
	leaveInDeck(s, 0, 2)
	ih := char(t, s, 1, "Ironhide")
	attack(t, s, "Autobot Cosmos", "Ironhide")
	if s.onField(ih) {
		t.Fatal("the reshuffle of the 2 cards flipped did not KO the defender")
	}
	if n := s.t.Count(zone(1, zScrap)); n != 0 {
		t.Errorf("the defender's side flipped %d cards for a defender KO'd before its flips", n)
	}
}

// A KO'd character holds as many damage counters as its Health, whatever
// KO'd it (Wave-1.xml#12, Wave-1.xml#96; Peace Through Tyranny:
// Rules_Roundup-2019-02-18.xml#218-33), and I Still Function! returns it
// with that less 1.
func TestRulingKOdHoldsItsHealth(t *testing.T) {
	s := stdGame(t, nil, twoBots, optimus, deckOf("I Still Function!"), blank)
	ih := char(t, s, 0, "Ironhide")
	s.doDamage(ih, s.card(ih).Health+3) // 7 Health, 10 damage
	if s.onField(ih) || s.damage(ih) != s.card(ih).Health {
		t.Errorf("KO'd by excess damage, Ironhide holds %d damage counters, want %d", s.damage(ih), s.card(ih).Health)
	}

	team := []string{"Megatron, Decepticon Leader", "Ironhide, Veteran Autobot"}
	s = stdGame(t, nil, team, optimus, deckOf("Peace Through Tyranny", "I Still Function!"), blank)
	ih = char(t, s, 0, "Ironhide")
	playAction(t, s, "Peace Through Tyranny")
	play(t, s, "pay:"+handleCode(s, ih))
	if s.onField(ih) || s.damage(ih) != s.card(ih).Health {
		t.Fatalf("KO'd by Peace Through Tyranny, Ironhide holds %d damage counters, want %d", s.damage(ih), s.card(ih).Health)
	}
	s.played = false
	playAction(t, s, "I Still Function!")
	if !s.onField(ih) || s.damage(ih) != s.card(ih).Health-1 {
		t.Errorf("I Still Function! returns Ironhide with %d damage, want %d", s.damage(ih), s.card(ih).Health-1)
	}
}

// Two Peace Through Tyranny in one turn give two extra turns
// (Wave-1.xml#103); with the tournament rules' limit (Tournament.xml#13)
// a player takes no more than two turns in a row, and the turns beyond
// are lost.
func TestRulingExtraTurnsAllTaken(t *testing.T) {
	team := []string{"Megatron, Decepticon Leader", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}
	for _, c := range []struct {
		opt  string
		want []int // who takes the turns after this one
	}{{"", []int{0, 0, 1}}, {ExtraTurnsTournament, []int{0, 1, 0}}} {
		opts := map[string]string{OptAttack: "may"}
		if c.opt != "" {
			opts[OptExtraTurns] = c.opt
		}
		s := stdGame(t, opts, team, optimus, deckOf("Peace Through Tyranny", "Peace Through Tyranny"), blank)
		for _, name := range []string{"Ironhide", "Red Alert"} {
			s.played = false
			playAction(t, s, "Peace Through Tyranny")
			play(t, s, "pay:"+handleCode(s, char(t, s, 0, name)))
		}
		for i, want := range c.want {
			s.endTurn()
			if s.active != want {
				t.Errorf("extra-turns=%q: turn %d after the two extra turns' is player %d's, want player %d's", c.opt, i+1, s.active+1, want+1)
			}
		}
	}
}

// Attacking is the last thing in a turn (Rules_Roundup-2019-05-28.xml#528-9;
// Rules_Roundup-2019-06-28.xml#628-17): the flip, the Action and the
// Upgrade come before the first attack; once a player has attacked, only
// further attacks remain.
func TestRulingAttackingComesLast(t *testing.T) {
	s := stdGame(t, map[string]string{OptAttack: "may"}, twoBots, ironhide, deckOf("Zap", "Primary Laser"), blank)
	laterTurn(s)
	s.obj(char(t, s, 1, "Ironhide")).Set(flTapped, true)
	s.optsOK = false
	for _, prefix := range []string{"flip:", "action:", "upgrade:", "attacker:"} {
		if !has(s, prefix) {
			t.Fatalf("before the first attack there is no %s… option: %v", prefix, codes(s))
		}
	}
	attack(t, s, "Ironhide", "Ironhide")
	if s.active != 0 || !has(s, "attacker:") {
		t.Fatalf("the player may not attack again with the opponent's characters all tapped: %v", codes(s))
	}
	for _, prefix := range []string{"flip:", "action:", "upgrade:"} {
		if has(s, prefix) {
			t.Errorf("after an attack the player may still %s…: %v", prefix, codes(s))
		}
	}
}

// One effect KOing the last characters of both sides at once is a draw
// (One Shall Stand, One Shall Fall: Wave-1.xml#101; Photon Bomb:
// Wave-1.xml#106).
func TestRulingBothSidesKOdIsADraw(t *testing.T) {
	for _, c := range []struct {
		card string
		n    int
	}{{"One Shall Stand, One Shall Fall", 3}, {"Photon Bomb", 2}} {
		s := stdGame(t, nil, ironhide, ironhide, deckOf(c.card), blank)
		for q := range 2 {
			id := char(t, s, q, "Ironhide")
			s.obj(id).Counters[cDamage] = int16(s.card(id).Health - c.n)
		}
		playAction(t, s, c.card)
		o := s.Outcome()
		if !s.Terminal() || len(o.Winners) != 0 || o.Reason != reasonDraw {
			t.Errorf("%s KOs both last characters: over %v, winners %v, reason %q; want a draw, %q", c.card, s.Terminal(), o.Winners, o.Reason, reasonDraw)
		}
	}
}

// A limit on the damage a character takes in an attack counts the damage
// it took in that attack from anything else (Autobot Jazz: Wave-1.xml#24,
// Wave-1.xml#25): Jazz, hit by a Zap that Optimus Prime, Battlefield Legend
// plays during his attack, takes at most 1 more.
func TestRulingJazzLimitCountsActionDamage(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Battlefield Legend"}, []string{"Autobot Jazz, Special Ops"},
		deckOf("Medic!", "Medic!", "Medic!", "Medic!", "Zap", "Medic!"), []string{"Medic!", "Medic!", "Medic!", "Data Pad", "Data Pad", "Medic!", "Medic!", "Medic!", "Medic!"})
	toBot(t, s, 0, "Optimus Prime")
	jazz := char(t, s, 1, "Autobot Jazz")
	attack(t, s, "Optimus Prime", "Autobot Jazz")
	if s.pickKind == pickPlay && s.ask != 0 {
		play(t, s, "pick:") // play the flipped Zap: 1 damage to Jazz
	}
	for s.ask != 0 && s.asker == 0 && has(s, "pick:"+handleCode(s, jazz)) {
		play(t, s, "pick:"+handleCode(s, jazz))
	}
	if d := s.damage(jazz); d != 2 {
		t.Errorf("Jazz took %d damage in the attack, want 2: 1 from the Zap and 1 of the attack", d)
	}
}

// "Pierce equal to ..." reads the value now (Arcee, Skilled Fighter:
// Wave-1.xml#18, Wave-1.xml#19): the orange icons she flips raise her
// Attack and with it her Pierce.
func TestRulingArceePierceReadsHerAttackNow(t *testing.T) {
	s := stdGame(t, nil, []string{"Arcee, Skilled Fighter"}, ironhide,
		deckOf("Medic!", "Medic!", "Medic!", "Medic!", "Flamethrower", "Flamethrower"), blank)
	toBot(t, s, 0, "Arcee") // ATK 1, Pierce equal to her ATK
	ih := char(t, s, 1, "Ironhide")
	attack(t, s, "Arcee", "Ironhide")
	// Attack 1 + 2 orange = 3 against Defense 3: Pierce 3 does 3.
	if d := s.damage(ih); d != 3 {
		t.Errorf("Arcee did %d damage with 2 orange icons, want 3", d)
	}
	s = stdGame(t, nil, []string{"Arcee, Skilled Fighter"}, ironhide, deckOf("Leap Into Battle"), blank)
	arcee := char(t, s, 0, "Arcee")
	toBot(t, s, 0, "Arcee")
	playAction(t, s, "Leap Into Battle")
	if n := s.stat(arcee, statPierce); n != 4 {
		t.Errorf("Arcee with +3 ATK has Pierce %d, want 4", n)
	}
}

// Moving or swapping Upgrades respects each Upgrade's "Put on ... only"
// (Swap Parts: Wave-1.xml#117; Chop Shop: Wave-1.xml#36,
// Rules_Roundup-2019-02-18.xml#218-14): an Upgrade that cannot go to the
// other character stays, with the other's Upgrade of its kind.
func TestRulingSwapPartsRespectsRestrictions(t *testing.T) {
	s := stdGame(t, nil, []string{"Starscream, Air Commander", "Ironhide, Veteran Autobot"}, ironhide,
		deckOf("Swap Parts", "Aerial Recon", "Primary Laser", "Data Bank", "Armored Plating"), blank)
	ss, ih := char(t, s, 0, "Starscream"), char(t, s, 0, "Ironhide")
	recon := attach(t, s, 0, "Aerial Recon", "Starscream")
	laser := attach(t, s, 0, "Primary Laser", "Starscream")
	bank := attach(t, s, 0, "Data Bank", "Ironhide")
	plating := attach(t, s, 0, "Armored Plating", "Ironhide")
	playAction(t, s, "Swap Parts")
	play(t, s, "pick:"+handleCode(s, ss)) // Ironhide, the only other, follows
	for _, c := range []struct {
		u, on kit.ObjID
		name  string
	}{{recon, ss, "Aerial Recon stays on Starscream"}, {bank, ih, "Data Bank stays on Ironhide"},
		{laser, ih, "Primary Laser goes to Ironhide"}, {plating, ss, "Armored Plating goes to Starscream"}} {
		if s.on(c.u) != c.on {
			t.Errorf("%s: it is on %v", c.name, s.on(c.u))
		}
	}
}

// An Upgrade moved onto a character counts as put on it: Swap Parts
// (Wave-1.xml#118) and Chop Shop's bot mode
// (Rules_Roundup-2019-02-18.xml#218-15) set off Drill Arms' "When you put
// this on a character". Chop Shop is offered only the Upgrades he may
// take (Wave-1.xml#36).
func TestRulingMovedUpgradeIsPutOn(t *testing.T) {
	s := stdGame(t, nil, twoBots, ironhide, deckOf("Swap Parts", "Drill Arms"), deckOf("Armored Plating"))
	attach(t, s, 0, "Drill Arms", "Ironhide")
	plating := attach(t, s, 1, "Armored Plating", "Ironhide")
	playAction(t, s, "Swap Parts")
	play(t, s, "pick:"+handleCode(s, char(t, s, 0, "Ironhide"))) // and Red Alert
	if !scrapHas(s, 1, "Armored Plating") || s.on(plating) != kit.NoObj {
		t.Error("Drill Arms swapped onto Red Alert did not scrap the enemy Armor")
	}

	team := []string{"Chop Shop, Sneaky Insecticon", "Starscream, Air Commander", "Ironhide, Veteran Autobot"}
	s = stdGame(t, nil, team, ironhide, deckOf("Aerial Recon", "Drill Arms"), deckOf("Armored Plating"))
	toBot(t, s, 0, "Chop Shop")
	recon := attach(t, s, 0, "Aerial Recon", "Starscream")
	drill := attach(t, s, 0, "Drill Arms", "Ironhide")
	plating = attach(t, s, 1, "Armored Plating", "Ironhide")
	attack(t, s, "Chop Shop", "Ironhide")
	if has(s, "pick:"+handleCode(s, recon)) {
		t.Errorf("Chop Shop is offered Aerial Recon, which goes on Planes only: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, drill))
	if s.on(drill) != char(t, s, 0, "Chop Shop") {
		t.Fatal("Drill Arms did not move to Chop Shop")
	}
	if s.on(plating) != kit.NoObj {
		t.Error("Drill Arms moved by Chop Shop did not scrap the enemy Armor")
	}
}

// Vehicle traits belong to the alt mode (Wave-1.xml#38;
// Rules_Roundup-2019-04-12.xml#412-3; Wave-1.xml#11): a Tank in bot mode
// is not one of "your other Tanks" (Demolisher), nor a Plane in bot mode
// a Plane for "Put on Planes only".
func TestRulingVehicleTraitsAreTheAltMode(t *testing.T) {
	for _, megatronAlt := range []bool{false, true} {
		s := stdGame(t, nil, []string{"Demolisher, Devoted Decepticon", "Megatron, Decepticon Leader"}, ironhide, deckOf(), blank)
		toBot(t, s, 0, "Demolisher")
		if !megatronAlt {
			toBot(t, s, 0, "Megatron")
		}
		hand := handSize(s, 0)
		play(t, s, "flip:"+handleCode(s, char(t, s, 0, "Demolisher")))
		want := 0
		if megatronAlt {
			want = 1
		}
		if n := handSize(s, 0) - hand; n != want {
			t.Errorf("Megatron in alt mode %v: Demolisher drew %d for the other Tanks, want %d", megatronAlt, n, want)
		}
	}
	s := stdGame(t, nil, []string{"Starscream, Air Commander"}, ironhide, deckOf("Aerial Recon"), blank)
	ensure(t, s, 0, "Aerial Recon")
	if !mayUpgradeOn(t, s, "Aerial Recon", "Starscream") {
		t.Error("Aerial Recon may not go on Starscream in Plane mode")
	}
	toBot(t, s, 0, "Starscream")
	if mayUpgradeOn(t, s, "Aerial Recon", "Starscream") {
		t.Error("Aerial Recon, Planes only, may go on Starscream in bot mode")
	}
}

// When several of a player's abilities trigger at once, that player
// chooses their order, one at a time (Wave-1.xml#16;
// Rules_Roundup-2019-02-28.xml#228-2): Dinobot Snarl's bot mode and his
// Data Pad both trigger when he attacks, and either may go first.
func TestRulingPlayerOrdersTheirTriggers(t *testing.T) {
	for _, first := range []string{"Data Pad", "Dinobot Snarl"} {
		s := stdGame(t, nil, []string{"Dinobot Snarl, Desert Warrior"}, ironhide, deckOf("Data Pad"), blank)
		toBot(t, s, 0, "Dinobot Snarl")
		attach(t, s, 0, "Data Pad", "Dinobot Snarl")
		attack(t, s, "Dinobot Snarl", "Ironhide")
		if n := len(codes(s)); s.ask != askOrder || s.asker != 0 || n != 2 {
			t.Fatalf("the attacker's player does not order the two abilities: asked %d of player %d, options %v", s.ask, s.asker+1, codes(s))
		}
		var code string
		for _, c := range codes(s) {
			if strings.Contains(c, ":"+carddata.Code(first)) {
				code = c
			}
		}
		play(t, s, code)
		if j := s.jobs.Top(); j == nil || s.card(j.Src).Name != first {
			t.Errorf("%s was chosen first, and the ability under way is another's", first)
		}
	}
}

// Abilities alike (the same ability of one card, about cards it does not
// read) are not ordered: there is one way only. Autobot Cosmos scraps a
// hand of 4 and Decepticon Shockwave's bot mode triggers 4 times, the
// damage done 4 times with no question of order.
func TestRulingAlikeTriggersAreNotOrdered(t *testing.T) {
	s := stdGame(t, nil, []string{"Autobot Cosmos, Recon & Communication"}, []string{"Decepticon Shockwave, Cybertron Commander"},
		deckOf("Medic!", "Zap", "Data Pad", "Flamethrower"), blank)
	toBot(t, s, 0, "Autobot Cosmos")
	toBot(t, s, 1, "Decepticon Shockwave")
	cosmos := char(t, s, 0, "Autobot Cosmos")
	play(t, s, "flip:"+handleCode(s, cosmos))
	if s.ask == askOrder {
		t.Fatalf("player %d is asked to order alike abilities: %v", s.asker+1, codes(s))
	}
	if d := s.damage(cosmos); d != 4 {
		t.Errorf("Cosmos took %d damage from the 4 cards scrapped, want 4", d)
	}
}

// "Can't take more than 3 attack damage from a single attack" counts the
// damage taken earlier in the attack (Insecticon Skrapnel: Wave-1.xml#48,
// Wave-1.xml#49): hit by a Zap that Optimus Prime, Battlefield Legend
// plays during his attack, Skrapnel takes at most 2 more.
func TestRulingSkrapnelLimitCountsEarlierDamage(t *testing.T) {
	s := stdGame(t, nil, []string{"Optimus Prime, Battlefield Legend"}, []string{"Insecticon Skrapnel, Insecticon Leader"},
		deckOf("Medic!", "Medic!", "Medic!", "Medic!", "Zap", "Medic!"), blank)
	toBot(t, s, 0, "Optimus Prime")
	toBot(t, s, 1, "Insecticon Skrapnel")
	sk := char(t, s, 1, "Insecticon Skrapnel")
	attack(t, s, "Optimus Prime", "Insecticon Skrapnel")
	if s.pickKind == pickPlay && s.ask != 0 {
		play(t, s, "pick:") // play the flipped Zap: 1 damage to Skrapnel
	}
	if d := s.damage(sk); d != 3 {
		t.Errorf("Skrapnel took %d damage in the attack, want 3: 1 from the Zap and 2 of the attack", d)
	}
}

// Brave and Stealth on one character cancel out: it is attacked as one
// with neither (Wave-2-3.xml#13, Rules_Roundup-2019-08-23.xml#4-1).
func TestRulingBraveAndStealthCancel(t *testing.T) {
	at := strings.Index(string(builtinCards), "    name: Fireflight\n")
	old := "        brave: true\n"
	if at < 0 || !strings.Contains(string(builtinCards[at:]), old) {
		t.Fatal("the card file has no Brave Fireflight to give Stealth")
	}
	file := string(builtinCards[:at]) + strings.Replace(string(builtinCards[at:]), old, old+"        stealth: true\n", 1)
	g, err := mustGame(t).WithCards("brave-stealth.yaml", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	st, err := g.New(engine.Config{Players: 2, Seed: 9, Decks: [][]string{append(slices.Clone(optimus), blank...),
		append([]string{"Ironhide, Veteran Autobot", "Fireflight, Sky High Recon"}, blank...)}, Deal: map[string][]string{"first": {"0"}}})
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	play(t, s, "attacker:")
	for _, name := range []string{"Ironhide", "Fireflight"} {
		if !has(s, "defender:"+handleCode(s, char(t, s, 1, name))) {
			t.Errorf("%s may not be attacked beside a character both Brave and Stealthy: %v", name, codes(s))
		}
	}
}
