package kit

// Facts is what selectors, conditions and amounts read of a game: the
// game's state answers in its own words, and the kit does the rest
// (walking the table, choosing, counting). Each game lists the words it
// answers in a Vocab, which card files are checked against when loaded.
type Facts interface {
	Host
	// Is reports whether card id is what word names now, seen from c: a
	// noun ("character", "set_card") or a status ("injured",
	// "same_area").
	Is(id ObjID, word string, c Ctx) bool
	// Kind is card id's kind as selectors match it ("ALIEN",
	// "character").
	Kind(id ObjID) string
	// Trait reports whether card id has a trait: an attribute, a
	// subtype.
	Trait(id ObjID, trait string) bool
	// Name is card id's name as selectors match it.
	Name(id ObjID) string
	// Value is a number the game names: of card id ("bp", "cost"), or,
	// with id NoObj, of the game as c's controller sees it ("life",
	// "opponent_life", "hand").
	Value(id ObjID, what string, c Ctx) int
}

// Ctx is where an effect, condition or amount is read from: the card it
// comes from, its controller, the event it answers, and the number its job
// carries. It is passed by value, so that reading a selector, a condition
// or an amount allocates nothing.
type Ctx struct {
	// Src is the card whose effect it is, or NoObj for the rules.
	Src ObjID
	// Ctrl is the player the effect belongs to ("you").
	Ctrl int
	// Event is the event the effect answers, or nil.
	Event *Event
	// X is the number the effect's job carries (Job.X: the times a
	// repeated cost was paid), for the game's amount "x".
	X int32
}

// JobCtx is the context of job j.
func JobCtx(j *Job) Ctx { return Ctx{Src: j.Src, Ctrl: int(j.Ctrl), Event: &j.Event, X: j.X} }

// Vocab lists the words a game's card files may use in selectors,
// conditions and amounts, for the load-time check.
type Vocab struct {
	// Nouns are what selectors pick besides players: "character",
	// "set_card", "card".
	Nouns []string
	// Kinds are the kinds a filter may name; Traits the traits (nil: any
	// word).
	Kinds  []string
	Traits []string
	// Statuses are the words of Filter.Is and Not, and of Condition.Self.
	Statuses []string
	// Values are the named numbers of cards (Filter.Value, Amount.Of);
	// Numbers those of the game (Condition.Value, Amount.Of).
	Values  []string
	Numbers []string
	// Events are the cards and players of an event a selector may pick
	// ("subject", "other", "player").
	Events []string
	// Zones are the places a selector may look besides play
	// (Selector.In: "hand", "discard").
	Zones []string
	// ZoneRoles name, in the game's words, the places a selector may look
	// besides play, each with the role of the zones it means
	// (Selector.In: "scrapheap" for RoleDiscard). Optional.
	ZoneRoles map[string]Role
	// Words are selectors the game names, which card files write as one
	// bare word ("battler" for {all: robot, controller: you, is:
	// [battling]}). Optional.
	Words map[string]Selector
	// Durations are the durations card files may use; nil allows the
	// turn-based ones (all but UntilEndOfBattle).
	Durations []Duration
}
