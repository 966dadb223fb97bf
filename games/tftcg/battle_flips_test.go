package tftcg

import (
	"testing"

	"omnideck/kit"
)

// A scenario per card of data/abilities/battle-flips.yaml.

// W-5 Gyro Blaster (W3/064): "When the upgraded character battles > Each
// player can't flip more than 2 battle cards during this battle." On the
// attacker with Bold 4 and a white icon on top of its deck, or on the
// defender, each side flips 2 cards: the extra cards are simply not
// flipped, whatever asked for them (Wave-2-3.xml#191). Without it the
// attacker flips 2, 2 more for the white icon and 4 for Bold.
func TestCardW5GyroBlaster(t *testing.T) {
	for _, on := range []int{-1, 0, 1} {
		s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("W-5 Gyro Blaster", "Medic!", "Medic!", "Medic!", "Backup Plan"), deckOf("W-5 Gyro Blaster", "Medic!", "Medic!", "Backup Plan"))
		if on >= 0 {
			attach(t, s, on, "W-5 Gyro Blaster", "Ironhide")
		}
		att := char(t, s, 0, "Ironhide")
		s.mods.Add(kit.Modifier{Obj: att, Source: kit.NoObj, Stat: statBold, N: 4, Until: kit.UntilEndOfTurn})
		s.mods.Add(kit.Modifier{Obj: char(t, s, 1, "Ironhide"), Source: kit.NoObj, Stat: statTough, N: 1, Until: kit.UntilEndOfTurn})
		attack(t, s, "Ironhide", "Ironhide")
		want := [2]int{8, 5}
		if on >= 0 {
			want = [2]int{2, 2}
		}
		if got := [2]int{flippedBy(s, 0), flippedBy(s, 1)}; got != want {
			t.Errorf("Gyro Blaster on player %d's Ironhide: the attacker and the defender flipped %v cards, want %v", on+1, got, want)
		}
	}
}

// W-5 Gyro Blaster put on the attacker once its side has flipped
// (Optimus Prime, Battlefield Legend's Leap of Faith) does nothing that
// battle: it triggers only if it is on the character as it attacks or
// defends (Rules_Roundup-2019-11-08.xml#9-2).
func TestRulingGyroBlasterPutOnLater(t *testing.T) {
	s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("W-5 Gyro Blaster"), deckOf("Medic!", "Medic!", "Medic!", "Backup Plan"))
	ensure(t, s, 0, "W-5 Gyro Blaster")
	att := char(t, s, 0, "Ironhide")
	s.mods.Add(kit.Modifier{Obj: att, Source: kit.NoObj, Stat: statBold, N: 2, Until: kit.UntilEndOfTurn})
	// The attack is made: the Upgrade goes on before any card is
	// flipped, but after "when this attacks" was heard.
	s.attacker, s.step, s.defender = att, stepDefender, char(t, s, 1, "Ironhide")
	s.attack()
	s.putUpgrade(0, handCard(t, s, 0, "W-5 Gyro Blaster"), att)
	s.optsOK = false
	s.settle()
	for s.ask != 0 {
		play(t, s, "")
	}
	if n := flippedBy(s, 1); n != 4 {
		t.Errorf("the defender flipped %d cards with the Gyro Blaster put on the attacker after it attacked, want 4 (2 and 2 for the white icon)", n)
	}
}

// Spinner Rims (W3/056): "When the upgraded character battles and you
// flip your first [WHITE] > Flip 1 extra battle card." With a white icon
// among the first 2 cards the side flips 2, 1 extra and 2 for the white
// icon (the other side, 2 and 2); with none, 2. It works for the defender
// too.
func TestCardSpinnerRims(t *testing.T) {
	for _, c := range []struct {
		top  string
		on   int
		want [2]int
	}{{"Backup Plan", 0, [2]int{5, 4}}, {"Medic!", 0, [2]int{2, 2}}, {"Backup Plan", 1, [2]int{4, 5}}} {
		s := stdGame(t, mayAttack, ironhide, ironhide, deckOf("Spinner Rims", "Medic!", "Medic!", "Medic!", c.top), deckOf("Spinner Rims", "Medic!", "Medic!", c.top))
		attach(t, s, c.on, "Spinner Rims", "Ironhide")
		attack(t, s, "Ironhide", "Ironhide")
		for s.ask != 0 {
			play(t, s, "")
		}
		if got := [2]int{flippedBy(s, 0), flippedBy(s, 1)}; got != c.want {
			t.Errorf("Spinner Rims on player %d's Ironhide, %s flipped first: the sides flipped %v cards, want %v", c.on+1, c.top, got, c.want)
		}
	}
}

// Two Spinner Rims on one character each flip an extra card
// (Rules_Roundup-2019-09-20.xml#6-9): General Optimus Prime, Galactic
// Commander, has 3 Utility slots in alt mode.
func TestRulingTwoSpinnerRims(t *testing.T) {
	gop := "General Optimus Prime, Galactic Commander"
	s := stdGame(t, mayAttack, []string{gop}, ironhide, deckOf("Spinner Rims", "Spinner Rims", "Medic!", "Medic!", "Backup Plan"), blank)
	attach(t, s, 0, "Spinner Rims", "General Optimus Prime")
	attach(t, s, 0, "Spinner Rims", "General Optimus Prime")
	if n := s.upgrades(char(t, s, 0, "General Optimus Prime")); n != 2 {
		t.Fatalf("General Optimus Prime holds %d Spinner Rims, want 2", n)
	}
	attack(t, s, "General Optimus Prime", "Ironhide")
	for s.ask != 0 {
		play(t, s, "")
	}
	if n := flippedBy(s, 0); n != 6 {
		t.Errorf("with two Spinner Rims the attacker flipped %d cards, want 6 (2, 1 extra each, 2 for the white icon)", n)
	}
}

// Multi-Missile Pod (W4/005): "Put on Planes or Helicopters only. Up to 3
// Multi-Missile Pods can fit in 1 Weapon slot. When the upgraded character
// attacks > You may scrap this. If you do, do damage to each enemy equal
// to the number of Multi-Missile Pods scrapped from the upgraded character
// this battle." Not on a Truck, on a Plane or a Helicopter only in that
// mode. Three on Starscream in Plane mode, all fired, do 1, 2 and 3 damage
// to each enemy, one after the other (Wave-4.xml#41); one kept, 1 and 2.
func TestCardMultiMissilePod(t *testing.T) {
	pods := []string{"Multi-Missile Pod", "Multi-Missile Pod", "Multi-Missile Pod"}
	s := stdGame(t, mayAttack, []string{"Starscream, Air Commander", "Alpha Bravo, Airborne Special Ops", "Ironhide, Veteran Autobot"}, twoBots, deckOf(pods...), blank)
	pod := handCard(t, s, 0, "Multi-Missile Pod")
	if s.mayUpgrade(pod, char(t, s, 0, "Ironhide")) || !s.mayUpgrade(pod, char(t, s, 0, "Alpha Bravo")) || !s.mayUpgrade(pod, char(t, s, 0, "Starscream")) {
		t.Errorf("a Pod may go on Ironhide (a Truck) %v, on Alpha Bravo (a Helicopter) %v, on Starscream (a Plane) %v; want false, true, true",
			s.mayUpgrade(pod, char(t, s, 0, "Ironhide")), s.mayUpgrade(pod, char(t, s, 0, "Alpha Bravo")), s.mayUpgrade(pod, char(t, s, 0, "Starscream")))
	}
	toBot(t, s, 0, "Alpha Bravo")
	if s.mayUpgrade(pod, char(t, s, 0, "Alpha Bravo")) {
		t.Errorf("a Pod may go on Alpha Bravo in bot mode")
	}
	for _, fire := range []int{3, 2} {
		s := stdGame(t, mayAttack, []string{"Starscream, Air Commander"}, twoBots, deckOf(pods...), blank)
		ss := char(t, s, 0, "Starscream")
		for range 3 {
			attach(t, s, 0, "Multi-Missile Pod", "Starscream")
		}
		if n := s.upgrades(ss); n != 3 {
			t.Fatalf("Starscream holds %d Pods, want 3 in his Weapon slot", n)
		}
		attack(t, s, "Starscream", "Ironhide")
		fired := 0
		for i := 0; i < 20 && s.ask != 0; i++ {
			switch {
			case has(s, "pay:") && fired < fire:
				play(t, s, "pay:")
				fired++
			case has(s, "pay:"):
				play(t, s, "pass")
			default:
				play(t, s, "")
			}
		}
		want := fire * (fire + 1) / 2
		if d := s.damage(char(t, s, 1, "Red Alert")); d != want || s.upgrades(ss) != 3-fire {
			t.Errorf("%d Pods fired: Red Alert took %d damage, want %d; %d Pods left on Starscream, want %d", fire, d, want, s.upgrades(ss), 3-fire)
		}
	}
}

// Full Loadout (W3/029): "Choose one of your characters. You may play a
// Weapon, an Armor, and a Utility onto it." The Upgrades go on in the
// order the player chooses (Wave-2-3.xml#183), one of each kind, and the
// player may stop after any.
func TestCardFullLoadout(t *testing.T) {
	cards := []string{"Full Loadout", "Smoke Cloak", "Combat Dagger", "Primary Laser", "Spinner Rims"}
	s := stdGame(t, mayAttack, twoBots, ironhide, deckOf(cards...), blank)
	for _, c := range cards {
		ensure(t, s, 0, c)
	}
	ih := char(t, s, 0, "Ironhide")
	laser := handCard(t, s, 0, "Primary Laser")
	playAction(t, s, "Full Loadout")
	play(t, s, "pick:"+handleCode(s, ih))
	// The Armor first: then only a Weapon or the Utility is offered.
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Smoke Cloak")))
	if !has(s, "pick:"+handleCode(s, laser)) || !has(s, "pick:"+handleCode(s, handCard(t, s, 0, "Spinner Rims"))) {
		t.Fatalf("after the Armor, a Weapon and the Utility are not offered: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Combat Dagger")))
	if has(s, "pick:"+handleCode(s, laser)) {
		t.Fatalf("a second Weapon is offered: %v", codes(s))
	}
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Spinner Rims")))
	for _, u := range []string{"Smoke Cloak", "Combat Dagger", "Spinner Rims"} {
		if !inZone(s, zoneCard(t, s, 0, zUpgrade, u), 0, zUpgrade) {
			t.Errorf("%s is not on Ironhide", u)
		}
	}
	if n := s.upgrades(ih); n != 3 || !inHand(s, 0, "Primary Laser") {
		t.Errorf("Ironhide holds %d Upgrades, want 3, the second Weapon still in hand", n)
	}
	// Stopping after one.
	s = stdGame(t, mayAttack, twoBots, ironhide, deckOf(cards...), blank)
	for _, c := range cards {
		ensure(t, s, 0, c)
	}
	ih = char(t, s, 0, "Ironhide")
	playAction(t, s, "Full Loadout")
	play(t, s, "pick:"+handleCode(s, ih))
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Combat Dagger")))
	play(t, s, "pass")
	if n := s.upgrades(ih); n != 1 || s.ask != 0 {
		t.Errorf("Ironhide holds %d Upgrades after one played and the rest declined, want 1", n)
	}
}

// Full Loadout puts all its Upgrades on before any of their "when you put
// this on" abilities resolves (Rules_Roundup-2019-07-29.xml#2-46): Armed
// Hovercraft's 1 damage to each enemy waits while the Loadout asks for the
// next Upgrade, and comes once it is done.
func TestRulingFullLoadoutTriggersAfter(t *testing.T) {
	cards := []string{"Full Loadout", "Armed Hovercraft", "Smoke Cloak"}
	s := stdGame(t, mayAttack, []string{"Starscream, Air Commander"}, ironhide, deckOf(cards...), blank)
	for _, c := range cards {
		ensure(t, s, 0, c)
	}
	enemy := char(t, s, 1, "Ironhide")
	playAction(t, s, "Full Loadout")
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Armed Hovercraft")))
	if s.damage(enemy) != 0 || !has(s, "pick:"+handleCode(s, handCard(t, s, 0, "Smoke Cloak"))) {
		t.Fatalf("after the first Upgrade the enemy has %d damage and the options are %v; want 0 and the Armor offered", s.damage(enemy), codes(s))
	}
	play(t, s, "pick:"+handleCode(s, handCard(t, s, 0, "Smoke Cloak")))
	for s.ask != 0 {
		play(t, s, "")
	}
	if s.damage(enemy) != 1 || s.upgrades(char(t, s, 0, "Starscream")) != 2 {
		t.Errorf("once the Loadout is done the enemy has %d damage, want 1; Starscream holds %d Upgrades, want 2", s.damage(enemy), s.upgrades(char(t, s, 0, "Starscream")))
	}
}

// Device Virus (W3/016): "Scrap one of your Upgrades → Scrap up to 2 enemy
// Upgrades of the same type as your scrapped Upgrade." A Weapon scrapped:
// only the enemies' Weapons are offered, up to 2, and the player may stop
// at one; not played without an Upgrade of the player's
// (Wave-2-3.xml#82).
func TestCardDeviceVirus(t *testing.T) {
	for _, stop := range []bool{false, true} {
		s := stdGame(t, mayAttack, twoBots, twoBots, deckOf("Device Virus", "Combat Dagger", "Smoke Cloak"),
			deckOf("Primary Laser", "Combat Dagger", "Smoke Cloak"))
		ensure(t, s, 0, "Device Virus")
		laterTurn(s)
		if has(s, "action:"+handleCode(s, handCard(t, s, 0, "Device Virus"))) {
			t.Fatalf("Device Virus is offered with no Upgrade of the player's")
		}
		attach(t, s, 0, "Combat Dagger", "Ironhide")
		attach(t, s, 0, "Smoke Cloak", "Red Alert")
		laser := attach(t, s, 1, "Primary Laser", "Ironhide")
		dagger := attach(t, s, 1, "Combat Dagger", "Red Alert")
		cloak := attach(t, s, 1, "Smoke Cloak", "Ironhide")
		playAction(t, s, "Device Virus")
		play(t, s, "pick:"+handleCode(s, zoneCard(t, s, 0, zUpgrade, "Combat Dagger")))
		if has(s, "pick:"+handleCode(s, cloak)) || !has(s, "pick:"+handleCode(s, laser)) || !has(s, "pick:"+handleCode(s, dagger)) {
			t.Fatalf("after a Weapon scrapped the options are %v; want the enemies' two Weapons and not their Armor", codes(s))
		}
		play(t, s, "pick:"+handleCode(s, laser))
		if stop {
			play(t, s, "pass")
		} else {
			play(t, s, "pick:"+handleCode(s, dagger))
		}
		if !scrapHas(s, 1, "Primary Laser") || scrapHas(s, 1, "Combat Dagger") == stop || scrapHas(s, 1, "Smoke Cloak") || s.upgrades(char(t, s, 0, "Red Alert")) != 1 {
			t.Errorf("stopping at one %v: the enemies' Laser scrapped %v, Dagger %v, Cloak %v; the player's Armor stays %v",
				stop, scrapHas(s, 1, "Primary Laser"), scrapHas(s, 1, "Combat Dagger"), scrapHas(s, 1, "Smoke Cloak"), s.upgrades(char(t, s, 0, "Red Alert")) == 1)
		}
	}
}

// Sergeant Barricade, bot mode (W4/T42): "When this battles and has no
// battle cards under him > After the battle, put one of your flipped
// battle cards that has no battle icons under this instead of into your
// scrap pile." The card without icons goes under him face up, the orange
// one to the scrap pile at the end of the turn; with a card under him
// already, none.
func TestCardSergeantBarricadeBot(t *testing.T) {
	barricade := []string{"Sergeant Barricade, Infantry • Enforcer"}
	deck := append(many(4, "Roll Out!"), "Battle Ready", "Medic!")
	for _, before := range []bool{false, true} {
		s := stdGame(t, mayAttack, barricade, ironhide, deckOf(deck...), blank)
		sb := char(t, s, 0, "Sergeant Barricade")
		toBot(t, s, 0, "Sergeant Barricade")
		if before {
			beneath.Put(&s.t, deckCard(t, s, 0, "Medic!"), sb, zone(0, zUnder), kit.FaceUp)
		}
		attack(t, s, "Sergeant Barricade", "Ironhide")
		for s.ask != 0 {
			play(t, s, "")
		}
		under := beneath.Count(&s.t, zone(0, zUnder), sb, nil)
		switch {
		case !before && under != 1:
			t.Errorf("after the battle %d cards lie under Barricade, want the flipped Medic!", under)
		case !before && (scrapHas(s, 0, "Medic!") || !underFaceUp(s, sb)):
			t.Errorf("the Medic! flipped is still with the flipped cards, or lies face down under Barricade")
		case before && (under != 1 || !scrapHas(s, 0, "Medic!")):
			t.Errorf("with a card under him already, %d lie under Barricade after the battle, want 1", under)
		}
		if !scrapHas(s, 0, "Battle Ready") {
			t.Errorf("the orange card flipped is not in the scrap pile at the end of the turn")
		}
	}
}

// underFaceUp reports whether every card under character id lies face up.
func underFaceUp(s *State, id kit.ObjID) bool {
	for u := range beneath.Under(&s.t, zone(int(s.obj(id).Owner), zUnder), id) {
		if s.obj(u).Face != kit.FaceUp {
			return false
		}
	}
	return true
}

// Private Turbo Board's Upgrade side, Anti-Gravity Turbo Pack (W4/T26):
// "When the upgraded character attacks and you flip at least
// [ORANGE][BLUE] > After the battle, you may play one of the [ORANGE] or
// [BLUE] cards you flipped." Flipping an orange Weapon and a blue Action,
// the player may play either after the battle, or neither; flipping only
// orange, nothing is offered.
func TestCardPrivateTurboBoardSide(t *testing.T) {
	team := []string{"Private Turbo Board, Air Command • Evac", "Ironhide, Veteran Autobot"}
	for _, c := range []struct {
		flips []string
		take  string // the card played, "" for none, "-" when none is offered
	}{
		{[]string{"Combat Dagger", "Bombing Run"}, "Combat Dagger"},
		{[]string{"Combat Dagger", "Bombing Run"}, "Bombing Run"},
		{[]string{"Combat Dagger", "Bombing Run"}, ""},
		{[]string{"Battle Ready", "Medic!"}, "-"},
	} {
		deck := append(many(4, "Roll Out!"), c.flips...)
		s := stdGame(t, mayAttack, team, ironhide, deckOf(deck...), blank)
		ih := sideUp(t, s, 0, "Private Turbo Board", "Ironhide")
		if s.upgrades(ih) != 1 {
			t.Fatalf("the Turbo Pack is not on Ironhide")
		}
		attack(t, s, "Ironhide", "Ironhide")
		offered := false
		for i := 0; i < 10 && s.ask != 0; i++ {
			if !has(s, "pick:") {
				play(t, s, "")
				continue
			}
			if c.take == "" {
				offered = true
				play(t, s, "pass")
				continue
			}
			if id := zoneCard(t, s, 0, zFlip, c.take); has(s, "pick:"+handleCode(s, id)) {
				offered = true
				play(t, s, "pick:"+handleCode(s, id))
				continue
			}
			play(t, s, "pick:"+handleCode(s, ih)) // the Upgrade's character
		}
		switch c.take {
		case "-":
			if offered {
				t.Errorf("with only orange flipped a card is offered")
			}
		case "":
			if !offered || s.upgrades(ih) != 1 {
				t.Errorf("declining: offered %v, Ironhide holds %d Upgrades, want 1", offered, s.upgrades(ih))
			}
		case "Combat Dagger":
			if !hasUpgrade(s, ih, "Combat Dagger") {
				t.Errorf("the flipped Combat Dagger is not played onto Ironhide")
			}
		case "Bombing Run":
			if !logHas(s, "You play the Action Bombing Run") {
				t.Errorf("the flipped Bombing Run is not played: %v", logLines(s))
			}
		}
	}
}

// Pop A Wheelie (W3/044): "Flip each of your characters from bot mode to
// Motorcycle mode. You get an extra attack this turn, but only a
// Motorcycle can attack this way." Arcee flips from bot mode to her
// Motorcycle mode, Ironhide (a Truck) does not flip; after Ironhide's
// attack, which would end the turn with an enemy untapped, only Arcee may
// attack again, once; without the card the turn ends.
func TestCardPopAWheelie(t *testing.T) {
	team := []string{"Arcee, Skilled Fighter", "Ironhide, Veteran Autobot", "Red Alert, Security Chief"}
	for _, played := range []bool{false, true} {
		s := stdGame(t, mayAttack, team, twoBots, deckOf("Pop A Wheelie"), blank)
		arcee, ih, ra := char(t, s, 0, "Arcee"), char(t, s, 0, "Ironhide"), char(t, s, 0, "Red Alert")
		toBot(t, s, 0, "Arcee")
		toBot(t, s, 0, "Ironhide")
		if played {
			playAction(t, s, "Pop A Wheelie")
			if !s.Trait(arcee, "Motorcycle") || s.mode(ih).Mode != ModeBot {
				t.Fatalf("after Pop A Wheelie Arcee is in %s mode, Ironhide in %s mode; want Motorcycle (alt) and bot", s.mode(arcee).Mode, s.mode(ih).Mode)
			}
		}
		attack(t, s, "Ironhide", "Ironhide")
		finishAttack(t, s)
		turn := s.turn
		if !played {
			if s.active != 1 {
				t.Errorf("without Pop A Wheelie the turn goes on after an attack with an enemy untapped")
			}
			continue
		}
		if s.active != 0 || !has(s, "attacker:"+handleCode(s, arcee)) || has(s, "attacker:"+handleCode(s, ra)) || !has(s, "end") {
			t.Fatalf("the extra attack: player %d to act, options %v; want player 1 with Arcee the only attacker, and ending the turn", s.active+1, codes(s))
		}
		attack(t, s, "Arcee", "Red Alert")
		finishAttack(t, s)
		if s.turn == turn || s.active != 1 {
			t.Errorf("after the extra attack the turn goes on: options %v", codes(s))
		}
	}
}

// flipTeams are teams with the characters of battle-flips.yaml beside
// Motorcycles, Planes and a Helicopter, for the battle cards' texts.
var flipTeams = [][]string{
	{"Sergeant Barricade, Infantry • Enforcer", "Private Turbo Board, Air Command • Evac", "Arcee, Skilled Fighter"},
	{"Starscream, Air Commander", "Alpha Bravo, Airborne Special Ops", "Chromia, Special Ops"},
}

// The conformance suite over the cards of battle-flips.yaml: games of
// flipTeams with each of the battle cards twice, beside Upgrades of each
// kind and white icons, every legal move and enginetest's checks.
func TestBattleFlipsConformance(t *testing.T) {
	g := mustGame(t)
	var battle []string
	for _, id := range []string{"W3/016", "W3/029", "W3/044", "W3/056", "W3/064", "W4/005"} {
		if c, ok := g.set.Lookup(id); !ok || len(c.Abilities) == 0 {
			t.Fatalf("%s has no text in force", id)
		}
		battle = append(battle, id, id)
	}
	battle = append(battle, many(4, "Combat Dagger")...)
	battle = append(battle, many(4, "Smoke Cloak")...)
	battle = append(battle, many(6, "Backup Plan")...)
	battle = append(battle, many(6, "Roll Out!")...)
	battle = append(battle, many(8, "Medic!")...)
	runTeams(t, g, flipTeams, battle)
}
