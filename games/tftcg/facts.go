package tftcg

import (
	"slices"
	"strings"

	"omnideck/kit"
)

// The facts selectors, conditions and amounts read (kit.Facts), in the
// card text's words. Cards in a hand are read only by their own player's
// effects ("a card from your hand"), which name them in options that
// player alone sees.

// vocab is the words card files may use in selectors, conditions and
// amounts.
var vocab = kit.Vocab{
	// character is a character on the battlefield, ko_character one in a
	// KO area; upgrade an Upgrade on a character; card any card where a
	// selector looks (in: hand, scrap).
	Nouns: []string{"character", "ko_character", "team", "upgrade", "card", "began"},
	Kinds: []string{TypeCharacter, TypeAction, TypeUpgrade},
	Statuses: []string{"damaged", "undamaged", "tapped", "untapped", "attacking", "defending", "foe", "bearer", "upgraded",
		"alt", "bot", "orange", "blue", "white", "green", "black", "weapon", "armor", "utility",
		"beside", "on_defender", "bigger_foe", "this", "on_self", "under_self",
		"combined", "combined_now", "no_icons", "plans", "kod", "smaller_foe", "same_stars_foe", "battling", "on_subject",
		"has_weapon", "has_armor", "assailant", "alt_modes", "secret", "on_attacker", "fewer_stars", "bounty"},
	Values: []string{"stars", "attack", "defense", "damage", "health", "upgrades", "attacks", "pierce",
		"orange_icons", "blue_icons", "stars_over_x", "base_defense", "scrapped_alike", "taken"},
	Numbers: []string{"hand", "opponent_hand", "characters", "weapons_in_scrap", "ko_stars", "field_stars",
		"ko_star_lead", "flipped_orange", "flipped_blue", "flipped_orange_less_blue",
		"flipped_white", "flipped_green", "white_attacks", "dealt", "three_less_hand", "self_attacks", "excess",
		"opponent_ko", "hand_deficit", "defender_stars", "scrapped_colors", "flipped_colors", "flipped_orange_cards",
		"attack_ko", "hit_tapped", "your_turn", "same_played", "event_n", "tower",
		"flipped_black", "top_black", "your_turns", "scrap_top_alike", "top_colors", "flipped_color_lead"},
	ZoneRoles: map[string]kit.Role{"hand": kit.RoleHand, "scrap": kit.RoleDiscard, "deck": kit.RoleDeck, "ko": kit.RolePlay, "under": kit.RoleOther,
		"played": kit.RoleStack},
	Words: map[string]kit.Selector{
		// yours is each of your characters on the battlefield; enemies
		// each enemy; everyone each character.
		"yours":    {All: "character", Filter: kit.Filter{Controller: "you"}},
		"enemies":  {All: "character", Filter: kit.Filter{Controller: "opponent"}},
		"everyone": {All: "character"},
		// others is each of your other characters.
		"others": {All: "character", Filter: kit.Filter{Controller: "you", Another: true}},
		// one_of_yours and an_enemy are chosen when the effect happens:
		// "one of your characters", "an enemy".
		"one_of_yours": {Choose: "character", Filter: kit.Filter{Controller: "you"}},
		"an_enemy":     {Choose: "character", Filter: kit.Filter{Controller: "opponent"}},
		"a_character":  {Choose: "character"},
		// bearer is the character an Upgrade is on.
		"bearer": {All: "character", Filter: kit.Filter{Is: []string{"bearer"}}},
		// foe is the other character of the attack this one is in.
		"foe": {All: "character", Filter: kit.Filter{Is: []string{"foe"}}},
		// defender and attacker are the characters of the attack.
		"defender": {All: "character", Filter: kit.Filter{Is: []string{"defending"}}},
		"attacker": {All: "character", Filter: kit.Filter{Is: []string{"attacking"}}},
		// chosen are the characters an earlier effect of the same ability
		// chose ("Choose an enemy. ... it").
		"chosen": {Event: "chosen"},
	},
	Events:    []string{"chosen", "subject"},
	Durations: []kit.Duration{kit.UntilEndOfTurn, kit.UntilEndOfBattle},
}

// CardTable is the table (kit.Host).
func (s *State) CardTable() *kit.Table { return &s.t }

// Active is the player whose turn it is (kit.Host).
func (s *State) Active() int { return s.active }

// Is answers nouns and statuses of card id, seen from c.
func (s *State) Is(id kit.ObjID, word string, c kit.Ctx) bool {
	d := s.card(id)
	o := s.obj(id)
	switch word {
	case "character":
		return d.fights() && s.onField(id)
	case "ko_character":
		return d.fights() && o.Zone%numZones == zKO && int(o.Zone) < 2*numZones
	case "upgrade":
		return d.isUpgrade() && o.Zone%numZones == zUpgrade && int(o.Zone) < 2*numZones
	case "card":
		return true
	case "team":
		// A character of a team, on the battlefield or KO'd.
		return (d.isCharacter() || d.Type == TypeCombiner) && int(o.Zone) < 2*numZones && (o.Zone%numZones == zField || o.Zone%numZones == zKO)
	case "began":
		// A character a player began the game with ("If you began the
		// game with only Decepticon characters"), wherever it is now.
		p := int(o.Owner)
		return d.isCharacter() && slices.Index(s.team[p], id) >= 0 && slices.Index(s.team[p], id) < int(s.more.began[p])
	case "damaged":
		return d.fights() && o.Counters[cDamage] > 0
	case "undamaged":
		return d.fights() && o.Counters[cDamage] == 0
	case "tapped":
		return o.Has(flTapped)
	case "untapped":
		return d.fights() && !o.Has(flTapped)
	case "attacking":
		return id == s.attacker && s.defender != kit.NoObj
	case "defending":
		return id == s.defender
	case "foe":
		return c.Src != kit.NoObj && id == s.foe(s.holderOf(c.Src))
	case "bearer":
		return c.Src != kit.NoObj && id == s.on(c.Src)
	case "under_self":
		// A card under the ability's own character.
		return int(o.Zone) < 2*numZones && o.Zone%numZones == zUnder && c.Src != kit.NoObj && kit.ObjID(o.Counters[cOn]) == c.Src
	case "on_self":
		// An Upgrade on the ability's own character.
		return d.isUpgrade() && c.Src != kit.NoObj && s.on(id) != kit.NoObj && s.on(id) == s.holderOf(c.Src)
	case "this":
		// The card the ability is on.
		return id == c.Src
	case "upgraded":
		return s.upgrades(id) > 0
	case "alt":
		return d.isCharacter() && s.mode(id).Mode != ModeBot
	case "bot":
		return d.isCharacter() && s.mode(id).Mode == ModeBot
	case "weapon", "armor", "utility":
		return d.isUpgrade() && d.Subtype == word
	case "beside":
		// An Upgrade on the character this Upgrade is on, itself included.
		return d.isUpgrade() && c.Src != kit.NoObj && s.on(id) != kit.NoObj && s.on(id) == s.on(c.Src)
	case "on_defender":
		// An Upgrade on the defending character.
		return d.isUpgrade() && s.defender != kit.NoObj && s.on(id) == s.defender
	case "bigger_foe":
		// A character in an attack whose enemy in it has more stars.
		f := s.foe(id)
		return f != kit.NoObj && s.card(f).Stars > d.Stars
	case "smaller_foe", "same_stars_foe":
		// A character in an attack whose enemy in it has fewer stars, or
		// as many (a character has its stars in every mode:
		// Wave-2-3.xml#74).
		f := s.foe(id)
		if f == kit.NoObj {
			return false
		}
		if word == "smaller_foe" {
			return s.card(f).Stars < d.Stars
		}
		return s.card(f).Stars == d.Stars
	case "battling":
		return s.foe(id) != kit.NoObj
	case "fewer_stars":
		// A character with fewer stars than the ability's own character.
		return c.Src != kit.NoObj && d.fights() && s.holderOf(c.Src) != kit.NoObj && d.Stars < s.card(s.holderOf(c.Src)).Stars
	case "assailant":
		// The attacker from the moment it is chosen, its defender still
		// to choose ("Stealth against Autobots": keywords_denied.go).
		return id == s.attacker
	case "alt_modes":
		// A character that has more than one alt mode (a triple changer).
		return d.isCharacter() && len(d.Modes) > 2
	case "on_subject":
		// An Upgrade on the character the event is about ("an Upgrade on
		// that enemy").
		return d.isUpgrade() && c.Event != nil && c.Event.Obj != kit.NoObj && s.on(id) == c.Event.Obj
	case "combined":
		// A combined form: "an enemy Combiner mode".
		return d.Type == TypeCombiner
	case "combined_now":
		return d.Type == TypeCombiner && int(o.Counters[cCombined]) == s.turn
	case "kod":
		return (d.isCharacter() || d.Type == TypeCombiner) && o.Zone%numZones == zKO && int(o.Zone) < 2*numZones
	case "no_icons":
		return d.isBattle() && (d.icons == [numColors]int8{} || s.hidden(id))
	case "secret", "on_attacker":
		return s.secretFact(id, word, d)
	case "plans":
		// A card that lets you Plan.
		return d.isBattle() && d.plans()
	case "has_weapon", "has_armor":
		return s.hasUpgrade(id, word[len("has_"):])
	case "bounty": // a card with a Bounty ability in force (bounty.go)
		return s.hasBounty(id)
	}
	for k, name := range colorNames {
		if word == name {
			return d.icon(k) > 0 && !s.hidden(id)
		}
	}
	return false
}

// Kind is card id's type: character, action or upgrade.
func (s *State) Kind(id kit.ObjID) string { return s.card(id).Type }

// Trait reports whether card id has trait t, ignoring case: a printed
// trait (Melee, Ranged, Specialist, Leader), a vehicle trait (Car, Truck,
// Plane, Tank...) of the alt mode a character is in (Wave-1.xml#38: in
// bot mode it has none), a tribe (Dinobot, Insecticon), its faction
// (Autobot, Decepticon), or an Upgrade's kind (Weapon, Armor, Utility).
func (s *State) Trait(id kit.ObjID, t string) bool {
	d := s.card(id)
	if hasWord(t, d.Traits, d.Tribe) || strings.EqualFold(t, d.Faction) || (d.isUpgrade() && strings.EqualFold(t, d.Subtype)) ||
		(len(d.sides) > 0 && hasWord(t, d.AltTraits)) { // a Battle Master, a Weaponizer (battlemaster.go)
		return true
	}
	return d.isCharacter() && len(d.AltTraits) > 0 && hasWord(t, d.vehicleTraits(int(s.obj(id).Counters[cMode]))) || s.traitAny(id, t)
}

// Name is card id's name: the part before the subtitle ("Optimus
// Prime").
func (s *State) Name(id kit.ObjID) string {
	if s.hidden(id) {
		return "" // a face-down Secret Action (secret.go)
	}
	return s.card(id).Name
}

// Value answers a card's numbers (stars, attack, defense, damage, health,
// upgrades) and the game's, seen from c's controller: hand, opponent_hand,
// characters (yours on the battlefield), weapons_in_scrap, ko_stars and
// field_stars (the stars of your characters in your KO area and on the
// battlefield).
func (s *State) Value(id kit.ObjID, what string, c kit.Ctx) int {
	me := c.Ctrl
	switch what {
	case "hand":
		return s.t.Count(zone(me, zHand))
	case "opponent_hand":
		return s.t.Count(zone(opponent(me), zHand))
	case "characters":
		n := 0
		for _, ch := range s.team[me] {
			if s.onField(ch) {
				n++
			}
		}
		return n
	case "weapons_in_scrap":
		n := 0
		for _, x := range s.t.Zones[zone(me, zScrap)].Cards {
			if s.card(x).Subtype == SubWeapon {
				n++
			}
		}
		return n
	case "flipped_white":
		// The white icons you flipped for this attack.
		return s.flipIcons[me][colWhite]
	case "flipped_green":
		return s.flipIcons[me][colGreen]
	case "white_attacks":
		// The attacks of this turn in which you flipped a white icon.
		return int(s.whiteAttacks[me])
	case "dealt":
		// The damage the last attack did.
		return int(s.dealt)
	case "excess":
		// The damage the last attack did beyond what KO'd its character.
		return int(s.excess)
	case "tower":
		// Your Tower's height (Wave 2A): 0 without one.
		return s.towerHeight(me)
	case "scrap_top_alike", "top_colors":
		return s.tapNumber(me, what)
	case "opponent_ko":
		// The characters in your opponent's KO area (a combined form is
		// one: Rules_Roundup-2019-02-18.xml#218-8).
		return s.koCharacters(opponent(me))
	case "hand_deficit":
		// How many more cards your opponent holds than you.
		return s.t.Count(zone(opponent(me), zHand)) - s.t.Count(zone(me, zHand))
	case "defender_stars":
		if s.defender == kit.NoObj {
			return 0
		}
		return s.card(s.defender).Stars
	case "scrapped_colors":
		// The colours of the battle icons of the cards the last
		// scrap_hand scrapped, or of the card a cost last scrapped.
		return bits(uint32(s.more.scrapColors))
	case "flipped_colors":
		// The colours of the battle icons you flipped for this battle
		// (a card with none adds none: Rules_Roundup-2019-03-08.xml#308-2).
		n := 0
		for k := range numColors {
			if s.flipIcons[me][k] > 0 {
				n++
			}
		}
		return n
	case "flipped_orange_cards":
		// The cards you flipped for this battle that have an orange icon.
		return int(s.more.orangeCards[me])
	case "attack_ko":
		// 1 when the last attack's damage KO'd its character.
		return boolNum(s.more.attackKO)
	case "hit_tapped":
		// 1 when the last attack's damage went to a tapped character.
		return boolNum(s.more.hitTapped)
	case "your_turn":
		return boolNum(s.active == me)
	case "same_played":
		// The cards of this card's name you played this turn, this one
		// included ("For each Focus Fire you've played this turn").
		n := 0
		if c.Src != kit.NoObj {
			for _, x := range s.t.Zones[zone(me, zPlayed)].Cards {
				if s.card(x).Name == s.card(c.Src).Name {
					n++
				}
			}
		}
		return n
	case "event_n":
		// The number the event carries: the Attack a character KO'd had.
		if c.Event == nil {
			return 0
		}
		return int(c.Event.N)
	case "self_attacks":
		// The attacks of this turn of the ability's own character.
		if c.Src == kit.NoObj || !s.card(c.Src).fights() {
			return 0
		}
		return int(s.obj(c.Src).Counters[cAttacks])
	case "three_less_hand":
		// How many fewer than 3 cards you hold.
		return max(0, 3-s.t.Count(zone(me, zHand)))
	case "ko_star_lead":
		// 1 when your KO area holds more stars than your battlefield.
		if s.Value(kit.NoObj, "ko_stars", c) > s.Value(kit.NoObj, "field_stars", c) {
			return 1
		}
		return 0
	case "flipped_orange", "flipped_blue", "flipped_orange_less_blue":
		// The icons you flipped for this attack (0 out of one).
		o, b := s.flipIcons[me][colOrange], s.flipIcons[me][colBlue]
		switch what {
		case "flipped_orange":
			return o
		case "flipped_blue":
			return b
		}
		return o - b
	case "ko_stars", "field_stars":
		n := 0
		for _, ch := range s.team[me] {
			if s.onField(ch) == (what == "field_stars") {
				n += s.card(ch).Stars
			}
		}
		return n
	case "flipped_black", "top_black", "your_turns":
		return s.wave4Number(me, what)
	case "scrapped_alike":
		return s.scrappedAlike(id)
	}
	if n, ok := s.battleMasterNumber(id, what, me); ok {
		return n
	}
	if id == kit.NoObj {
		return 0
	}
	d := s.card(id)
	if d.isUpgrade() && (what == "attack" || what == "defense" || what == "damage" || what == "health") {
		// An Upgrade's stats are those of the character it is on ("it
		// has Pierce equal to its DEF"); its stars are its own.
		if on := s.on(id); on != kit.NoObj {
			return s.Value(on, what, c)
		}
		return 0
	}
	switch what {
	case "stars":
		return d.Stars
	case "attack":
		if d.fights() {
			return s.attackOf(id)
		}
	case "defense":
		if d.fights() {
			return s.defenseOf(id)
		}
	case "damage":
		return s.damage(id)
	case "health":
		return d.Health
	case "upgrades":
		return s.upgrades(id)
	case "taken":
		return s.takenIn(id) // damage_order.go
	case "orange_icons":
		return d.icon(colOrange)
	case "blue_icons":
		return d.icon(colBlue)
	case "stars_over_x":
		// Its stars less the job's number (the stars of the character
		// tapped to pay: "the same number of STARS or fewer").
		return d.Stars - int(c.X)
	case "pierce":
		// A character's Pierce now, with the black icons its player
		// flipped when it is attacking.
		if d.fights() {
			n := s.stat(id, statPierce)
			if id == s.attacker && s.defender != kit.NoObj {
				n += s.flipIcons[int(s.obj(id).Owner)][colBlack]
			}
			return n
		}
	case "attacks":
		if d.fights() {
			return int(s.obj(id).Counters[cAttacks])
		}
	}
	return 0
}

// on is the character Upgrade u is on, or NoObj.
func (s *State) on(u kit.ObjID) kit.ObjID {
	if !s.Is(u, "upgrade", kit.Ctx{}) {
		return kit.NoObj
	}
	return kit.ObjID(s.obj(u).Counters[cOn])
}

// holderOf is the character an ability of card src belongs to: src
// itself for a character, the character it is on for an Upgrade.
func (s *State) holderOf(src kit.ObjID) kit.ObjID {
	if s.card(src).isUpgrade() {
		return s.on(src)
	}
	return src
}

// upgrades counts the Upgrades on character id.
func (s *State) upgrades(id kit.ObjID) int {
	n := 0
	for _, u := range s.t.Zones[zone(int(s.obj(id).Owner), zUpgrade)].Cards {
		if kit.ObjID(s.obj(u).Counters[cOn]) == id {
			n++
		}
	}
	return n
}

// attackOf and defenseOf are character id's Attack and Defense now, with
// its boosts and Upgrades and, in an attack, the orange icons its side
// flipped as the attacker or the blue ones as the defender: what "equal to
// its ATK" reads (Arcee: Wave-1.xml#19).
func (s *State) attackOf(id kit.ObjID) int {
	a, _ := s.upgradeBonus(id)
	if id == s.attacker && s.defender != kit.NoObj {
		a += s.flipIcons[int(s.obj(id).Owner)][colOrange]
	}
	return s.stat(id, statAttack) + a
}

func (s *State) defenseOf(id kit.ObjID) int {
	_, d := s.upgradeBonus(id)
	if id == s.defender && s.attacker != kit.NoObj {
		d += s.flipIcons[int(s.obj(id).Owner)][colBlue]
	}
	return s.stat(id, statDefense) + d
}

// bits counts the bits of x.
func bits(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// boolNum is 1 for true.
func boolNum(b bool) int {
	if b {
		return 1
	}
	return 0
}

// plans reports whether the card's text lets its player Plan.
func (c *Card) plans() bool {
	for i := range c.Abilities {
		if usesVerb(c.Abilities[i].Do, "plan") {
			return true
		}
	}
	return false
}

// usesVerb reports whether effects, or the effects inside them, use the
// verb called name.
func usesVerb(effects []kit.Effect, name string) bool {
	for i := range effects {
		e := &effects[i]
		if e.Verb == name {
			return true
		}
		switch p := e.Params.(type) {
		case *ifParams:
			if usesVerb(p.Do, name) {
				return true
			}
		case *repeatParams:
			if usesVerb(p.Do, name) {
				return true
			}
		}
	}
	return false
}
