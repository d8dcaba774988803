//! Options and fields: time control (checked, with a message), hot seat, language, tags.

use super::App;
use crate::address::{fingerprint, Controls};
use crate::clock::{parse_tc, tc_fields, Clock, PRESETS};
use crate::embed::{EmbedOptions, WIDTHS};
use crate::i18n::Lang;
use crate::message::Msg;
use rules::Color;

/// The value of the time-control menu for a time control: `""` (no clock), a preset such as
/// `"20+0"`, or `"custom"`.
pub fn tc_menu_value(tc: Option<(u32, u32)>) -> String {
    match tc {
        None => String::new(),
        Some(tc) if PRESETS.contains(&tc) => {
            let mut s = String::new();
            crate::text::push_u32(&mut s, tc.0);
            s.push('+');
            crate::text::push_u32(&mut s, tc.1);
            s
        }
        Some(_) => "custom".into(),
    }
}

impl App {
    /// Sets the time control for this and future games. The current game gets a fresh clock
    /// only if no move has been made yet; otherwise the player is told it applies to the
    /// next game.
    pub fn set_time_control(&mut self, tc: Option<(u32, u32)>) {
        let changed = tc != self.tc;
        self.tc = tc;
        self.tc_invalid = false;
        if self.game.ply() == 0 {
            self.clock = tc.map(|(m, s)| Clock::new(m, s));
        } else if changed {
            self.say(false, Msg::TimeControlNextGame);
        }
    }

    /// The time-control menu or one of the custom fields changed: `menu` is the menu's value
    /// (`""`, `"20+0"`…, `"custom"`), `minutes` and `increment` the custom fields. An invalid
    /// custom value keeps the previous time control and says what is allowed.
    pub fn time_control_input(&mut self, menu: &str, minutes: &str, increment: &str) {
        let to_custom = menu == "custom" && !self.tc_custom;
        self.tc_custom = menu == "custom";
        if to_custom {
            // Just switched to "Custom": the fields show the current time control to edit.
            return;
        }
        let tc = match menu {
            "" => Some(None),
            "custom" => tc_fields(minutes, increment).map(Some),
            preset => parse_tc(preset).map(Some),
        };
        match tc {
            Some(tc) => {
                if matches!(&self.notice, Some(n) if matches!(n.msg, Msg::TimeControlInvalid)) {
                    self.notice = None;
                }
                self.set_time_control(tc);
            }
            None => {
                self.tc_invalid = true;
                self.say(true, Msg::TimeControlInvalid);
            }
        }
    }

    /// Switches the hot-seat option; when on, the side to move is at the bottom.
    pub fn set_hot_seat(&mut self, on: bool) {
        self.hot_seat = on;
        if on {
            self.flipped = self.game.position().turn() == Color::Black;
        }
    }

    /// The opponent menu (`human`, `white`, `black`, `random`) and the level menu (`1`-`8`)
    /// of the "New game" form: for the next game, and for this one while no move is made.
    pub fn set_opponent(&mut self, who: &str, level: &str) {
        self.opponent = super::Opponent::from_form(who, level);
        if self.game.ply() == 0 && !self.game.is_over() {
            self.stop_thinking();
            self.computer = self.opponent.computer(self.random);
            if let Some(c) = self.computer {
                self.flipped = c.side == rules::Color::White;
            }
            self.think_if_needed();
        }
    }

    /// The high-contrast board on or off.
    pub fn set_high_contrast(&mut self, on: bool) {
        self.high_contrast = on;
    }

    /// Figurines in the move list on or off.
    pub fn set_figurines(&mut self, on: bool) {
        self.figurines = on;
    }

    /// Chooses the interface language by code (`nl`, `en`, `fr`, `da`); others are ignored.
    pub fn set_lang(&mut self, code: &str) {
        if let Some(l) = Lang::from_code(code) {
            self.lang = l;
            self.lang_chosen = true;
        }
    }

    /// Sets a PGN tag typed by the player (control characters dropped, at most 200
    /// characters); the tags written from the game itself ([`rules::pgn::DERIVED_TAGS`]) are
    /// ignored.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        // Result, FEN, SetUp and Variant are written from the game itself.
        if rules::pgn::DERIVED_TAGS.contains(&name) {
            return;
        }
        let v: String = value
            .chars()
            .filter(|c| !c.is_control())
            .take(200)
            .collect();
        let _ = self.tags.set(name, v);
    }

    /// The embed dialog's "controls" menu (`none`, `minimal`, `full`).
    pub fn set_embed_controls(&mut self, value: &str) {
        self.embed_form.controls = match value {
            "none" => Controls::None,
            "full" => Controls::Full,
            _ => Controls::Minimal,
        };
    }

    /// The embed dialog's width menu; values other than the offered widths are ignored.
    pub fn set_embed_width(&mut self, value: &str) {
        if let Some(w) =
            crate::text::parse::<u32>(value.trim_ascii()).filter(|w| WIDTHS.contains(w))
        {
            self.embed_form.width = w;
        }
    }

    /// The snippet's options from the current game and the dialog's choices.
    pub fn embed_options(&self) -> EmbedOptions {
        let f = &self.embed_form;
        let start = rules::fen::to_fen(self.game.start());
        let mut id = String::from("b");
        crate::text::push_u64(&mut id, (f.seed ^ fingerprint(&start)) % 1_000_000);
        EmbedOptions {
            base: f.base.clone(),
            sp: self.sp,
            fen: Some(start),
            lang: self.lang.code().to_string(),
            black_bottom: self.flipped,
            flip_auto: self.hot_seat,
            controls: f.controls,
            tc: self.tc,
            id,
            width: f.width,
            computer: self.computer.map(|c| (Some(c.side), c.level)),
        }
    }

    /// A tag's value as the form shows it: empty for the PGN's "unknown" defaults.
    pub fn tag(&self, name: &str) -> &str {
        match self.tags.get(name) {
            Some("?") | Some("????.??.??") | None => "",
            Some(v) => v,
        }
    }
}
