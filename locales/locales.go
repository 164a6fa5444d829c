package locales

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"golang.org/x/text/language"

	"stolik/rules/engine"
)

//go:embed *.toml
var files embed.FS

// Languages are the languages the app offers, default first.
var Languages = []string{"pl", "en"}

// Localizer turns keys, events and rule errors into text in one language.
// Goroutines may share it.
type Localizer struct {
	lang   string
	bundle *i18n.Bundle
	loc    *i18n.Localizer
	// plain caches messages looked up without data: scenes ask for their
	// labels every frame, and go-i18n allocates on every lookup.
	mu    sync.Mutex
	plain map[string]string
	// parser gives every template the word functions (see wordFuncs).
	parser *funcParser
}

// funcParser is go-i18n's text parser with the word functions; the
// functions are the same for the localizer's whole life, so the parsed
// templates may be cached.
type funcParser struct{ template.TextParser }

func (p *funcParser) Cacheable() bool { return true }

// wordFuncs are what Polish sentences need that plain templates cannot do:
//
//	{{decl "gen" .to}}  the word in another form, looked up as the message
//	                    "decl.gen.<word>" ("komnata 1" → "komnaty 1"); a
//	                    word without one stays as it is
//	{{cap .type}}       the first letter capitalised (a sentence that starts
//	                    with a name from the data)
func (l *Localizer) wordFuncs() map[string]any {
	return map[string]any{
		"decl": func(form string, v any) string {
			s := fmt.Sprint(v)
			m, err := l.loc.Localize(&i18n.LocalizeConfig{MessageID: "decl." + form + "." + s})
			if err != nil || m == "" {
				return s
			}
			return m
		},
		"cap": func(v any) string {
			s := fmt.Sprint(v)
			for i, r := range s {
				return strings.ToUpper(string(r)) + s[i+len(string(r)):]
			}
			return s
		},
	}
}

// New loads every embedded message file and returns a localizer for lang
// ("pl" or "en"; anything else falls back to Polish).
func New(lang string) (*Localizer, error) {
	return newFromFS(files, lang)
}

func newFromFS(fsys fs.FS, lang string) (*Localizer, error) {
	b := i18n.NewBundle(language.Polish)
	b.RegisterUnmarshalFunc("toml", toml.Unmarshal)
	names, err := fs.Glob(fsys, "*.toml")
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	for _, n := range names {
		buf, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, err
		}
		if _, err := b.ParseMessageFileBytes(buf, n); err != nil {
			return nil, fmt.Errorf("locales: %s: %w", n, err)
		}
	}
	if lang != "en" {
		lang = "pl"
	}
	l := &Localizer{lang: lang, bundle: b, loc: i18n.NewLocalizer(b, lang), plain: map[string]string{}}
	l.parser = &funcParser{template.TextParser{Funcs: l.wordFuncs()}}
	return l, nil
}

// Lang is the language this localizer speaks.
func (l *Localizer) Lang() string { return l.lang }

// Marker is what a missing key shows on screen.
func Marker(key string) string { return "[?" + key + "?]" }

func (l *Localizer) localize(cfg *i18n.LocalizeConfig) string {
	if l == nil {
		return Marker(cfg.MessageID)
	}
	cfg.TemplateParser = l.parser
	s, err := l.loc.Localize(cfg)
	if err != nil && s == "" {
		return Marker(cfg.MessageID)
	}
	return s
}

// T returns the message for key filled with data. A missing key gives a
// visible marker, never a panic.
func (l *Localizer) T(key string, data map[string]any) string {
	if data != nil || l == nil {
		return l.localize(&i18n.LocalizeConfig{MessageID: key, TemplateData: data})
	}
	l.mu.Lock()
	s, ok := l.plain[key]
	l.mu.Unlock()
	if ok {
		return s
	}
	s = l.localize(&i18n.LocalizeConfig{MessageID: key})
	l.mu.Lock()
	l.plain[key] = s
	l.mu.Unlock()
	return s
}

// Plural returns the message for key in the plural form for count;
// {{.count}} is available to the template.
func (l *Localizer) Plural(key string, count int, data map[string]any) string {
	d := make(map[string]any, len(data)+1)
	for k, v := range data {
		d[k] = v
	}
	if _, ok := d["count"]; !ok {
		d["count"] = count
	}
	return l.localize(&i18n.LocalizeConfig{MessageID: key, TemplateData: d, PluralCount: count})
}

// Event renders a log event: its key, its Args as template data and its
// Count as the plural selector.
func (l *Localizer) Event(e engine.Event) string {
	return l.EventNamed(e, nil)
}

// EventNamed renders an event and also offers {{.player}} (the acting
// seat's name) when the event's Args do not already set it. An event that
// names a second seat by index (Args "target_seat") gets that seat's
// match name in {{.target}}, so the log and the buttons name people as the
// player rows do, not by the title's colour names.
func (l *Localizer) EventNamed(e engine.Event, names []string) string {
	return l.Plural(e.Key, e.Count, withPlayer(e, names))
}

func withPlayer(e engine.Event, names []string) map[string]any {
	_, hasPlayer := e.Args["player"]
	addPlayer := e.Seat >= 0 && int(e.Seat) < len(names) && !hasPlayer
	ts, hasTarget := e.Args["target_seat"].(int)
	addTarget := hasTarget && ts >= 0 && ts < len(names)
	if !addPlayer && !addTarget {
		return e.Args
	}
	d := make(map[string]any, len(e.Args)+1)
	for k, v := range e.Args {
		d[k] = v
	}
	if addPlayer {
		d["player"] = names[e.Seat]
	}
	if addTarget {
		d["target"] = names[ts]
	}
	return d
}

// Error explains a refusal: a *engine.RuleError becomes "error.<code>"
// (with {{.detail}} and the error's Args available); anything else, or a
// code without a message, becomes the generic message carrying the detail.
func (l *Localizer) Error(err error) string {
	if err == nil {
		return ""
	}
	var re *engine.RuleError
	if errors.As(err, &re) {
		key := "error." + string(re.Code)
		if l.Has(key) {
			// A refusal's Args (the values its message names, such as
			// Arnak's «Brakuje: 1 grot») reach the message beside detail.
			data := map[string]any{"detail": l.Reason(err)}
			for k, v := range re.Args {
				data[k] = v
			}
			return l.T(key, data)
		}
		return l.T("error.unknown", map[string]any{"detail": re.Error()})
	}
	return l.T("error.unknown", map[string]any{"detail": err.Error()})
}

// Reason words just what is wrong, without the code's lead-in: the
// precise reason a refusal carries (RuleError.Key with its Args, e.g.
// "imię gracza 1 ma 1200 znaków, a może mieć najwyżej 24"), else its
// detail; an operating-system error is worded by its kind (no
// permission, read-only, disk full, ...).
func (l *Localizer) Reason(err error) string {
	if err == nil {
		return ""
	}
	var re *engine.RuleError
	if errors.As(err, &re) {
		if re.Key != "" && l.Has(re.Key) {
			return l.T(re.Key, re.Args)
		}
		return re.Detail
	}
	key, args := engine.Explain(err)
	if key != "problem.os.other" && l.Has(key) {
		return l.T(key, args)
	}
	return err.Error()
}

// Has reports whether key is defined in this language or in Polish.
func (l *Localizer) Has(key string) bool {
	s, err := l.loc.Localize(&i18n.LocalizeConfig{MessageID: key, TemplateParser: l.parser})
	if err == nil {
		return true
	}
	var nf *i18n.MessageNotFoundErr
	return errors.As(err, &nf) && s != ""
}

// Keys lists the message ids defined for lang across every embedded file,
// sorted; tests and tools compare languages with it.
func Keys(lang string) ([]string, error) {
	ms, err := Messages(lang)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(ms))
	for id := range ms {
		out = append(out, id)
	}
	sort.Strings(out)
	return out, nil
}

// Messages returns every message defined for lang, by id.
func Messages(lang string) (map[string]*i18n.Message, error) {
	names, err := fs.Glob(files, "*.toml")
	if err != nil {
		return nil, err
	}
	out := map[string]*i18n.Message{}
	for _, n := range names {
		if FileLang(n) != lang {
			continue
		}
		buf, err := fs.ReadFile(files, n)
		if err != nil {
			return nil, err
		}
		mf, err := i18n.ParseMessageFileBytes(buf, n, map[string]i18n.UnmarshalFunc{"toml": toml.Unmarshal})
		if err != nil {
			return nil, fmt.Errorf("locales: %s: %w", n, err)
		}
		for _, m := range mf.Messages {
			if _, dup := out[m.ID]; dup {
				return nil, fmt.Errorf("locales: %s: key %q defined twice", n, m.ID)
			}
			out[m.ID] = m
		}
	}
	return out, nil
}

// FileLang is the language suffix of a message file name ("donjon.pl.toml"
// → "pl").
func FileLang(name string) string {
	name = strings.TrimSuffix(name, ".toml")
	if i := strings.LastIndexByte(name, '.'); i >= 0 {
		return name[i+1:]
	}
	return name
}
