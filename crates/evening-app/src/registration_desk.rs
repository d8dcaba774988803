//! The [`Ui`]'s transitions of the evening's settings and its players: a new evening, the
//! settings, registration and corrections, withdrawals, returns and byes.

use evening::{ByeKind, EveningError, PlayerId};

use crate::fields::Fields;
use crate::notice::Notice;
use crate::screen::Screen;
use crate::ui::Ui;
use crate::{player_form, settings_form};

impl Ui {
    /// The player's name, for a notice.
    pub(crate) fn name_of(&self, id: PlayerId) -> String {
        self.evening
            .as_ref()
            .and_then(|e| e.player(id))
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }

    /// Runs a change on the evening: `Err` for no evening or the evening's refusal, which
    /// becomes the notice.
    pub(crate) fn change<T>(
        &mut self,
        f: impl FnOnce(&mut evening::Evening) -> Result<T, EveningError>,
    ) -> Option<T> {
        let evening = self.evening.as_mut()?;
        match f(evening) {
            Ok(value) => Some(value),
            Err(error) => {
                self.tell(Notice::Refused(error));
                None
            }
        }
    }

    pub(crate) fn settings(&mut self, fields: Fields) {
        let settings = match settings_form::settings_of(&fields) {
            Ok(settings) => settings,
            Err(notice) => {
                self.settings_form = Some(fields);
                self.tell(notice);
                return;
            }
        };
        let done = match self.evening.as_mut() {
            None => match evening::Evening::new(settings) {
                Ok(evening) => {
                    self.evening = Some(evening);
                    self.screen = Screen::Players;
                    self.focus = Some("player-name".into());
                    Ok(Notice::Created)
                }
                Err(e) => Err(e),
            },
            Some(evening) => evening
                .set_settings(settings)
                .map(|()| Notice::SettingsSaved),
        };
        match done {
            Ok(notice) => {
                self.settings_form = None;
                self.tell(notice);
            }
            Err(error) => {
                self.settings_form = Some(fields);
                self.tell(Notice::Refused(error));
            }
        }
    }

    pub(crate) fn player(&mut self, fields: Fields) {
        let registration = match player_form::registration_of(&fields) {
            Ok(r) => r,
            Err(notice) => {
                // The only field the form itself refuses: the rating.
                self.player_form = Some(fields);
                self.tell(notice);
                self.focus = Some("player-rating".into());
                return;
            }
        };
        let editing = self.editing;
        let done = self.change(|e| match editing {
            Some(id) => e.edit_player(id, registration).map(|()| (id, None)),
            None => {
                let late = e.started().then(|| e.next_round());
                e.add_player(registration).map(|id| (id, late))
            }
        });
        match done {
            Some((id, late)) => {
                let name = self.name_of(id);
                self.tell(match editing {
                    Some(_) => Notice::Updated(name),
                    None => Notice::Registered(name, late),
                });
                self.player_form = None;
                self.editing = None;
            }
            None => self.player_form = Some(fields),
        }
        self.focus = Some("player-name".into());
    }

    pub(crate) fn edit(&mut self, id: u16) {
        let Some(id) = PlayerId::new(id) else { return };
        let Some(player) = self.evening.as_ref().and_then(|e| e.player(id)) else {
            return;
        };
        self.player_form = Some(player_form::fields_of(player));
        self.editing = Some(id);
        self.focus = Some("player-name".into());
    }

    pub(crate) fn withdraw(&mut self, id: u16) {
        let Some(id) = PlayerId::new(id) else { return };
        if let Some(round) = self.change(|e| e.withdraw(id).map(|()| e.next_round())) {
            self.tell(Notice::Withdrawn(self.name_of(id), round));
            self.focus = Some(format!("reinstate-{}", id.rank()));
        }
    }

    pub(crate) fn reinstate(&mut self, id: u16) {
        let Some(id) = PlayerId::new(id) else { return };
        if let Some(round) = self.change(|e| e.reinstate(id).map(|()| e.next_round())) {
            self.tell(Notice::Reinstated(self.name_of(id), round));
            self.focus = Some(format!("withdraw-{}", id.rank()));
        }
    }

    pub(crate) fn remove(&mut self, id: u16) {
        let Some(id) = PlayerId::new(id) else { return };
        let name = self.name_of(id);
        if self.change(|e| e.remove_player(id)).is_some() {
            self.tell(Notice::Removed(name));
            self.focus = Some("player-name".into());
        }
    }

    /// A bye for the next round to be paired: `half`, `zero`, or `""` for none.
    /// A player's bye: `half:R` or `zero:R` for round `R` (any round not paired yet; `half`
    /// and `zero` alone mean the next round), `""` for none. A player asks one bye: the
    /// choice replaces any other bye asked for a round not paired yet.
    pub(crate) fn bye(&mut self, id: u16, choice: &str) {
        let Some(id) = PlayerId::new(id) else { return };
        let (kind, round) = choice.split_once(':').unwrap_or((choice, ""));
        let kind = match kind {
            "half" => Some(ByeKind::Half),
            "zero" => Some(ByeKind::Zero),
            _ => None,
        };
        let round: Option<u16> = match round {
            "" => None,
            r => match r.parse() {
                Ok(r) => Some(r),
                Err(_) => return,
            },
        };
        let done = self.change(|e| {
            let next = e.next_round();
            let round = round.unwrap_or(next);
            let asked: Vec<u16> = e
                .player(id)
                .map(|p| p.byes.iter().map(|b| b.0).filter(|&r| r >= next).collect())
                .unwrap_or_default();
            if let Some(kind) = kind {
                // Checked first: a refused request leaves the other byes as they were.
                let mut trial = e.clone();
                trial.request_bye(id, round, kind)?;
            }
            for r in asked.iter().filter(|&&r| kind.is_none() || r != round) {
                e.cancel_bye(id, *r)?;
            }
            match kind {
                Some(kind) => e.request_bye(id, round, kind).map(|()| (round, true)),
                None => Ok((asked.first().copied().unwrap_or(round), false)),
            }
        });
        if let Some((round, asked)) = done {
            let name = self.name_of(id);
            self.tell(match kind.filter(|_| asked) {
                Some(kind) => Notice::Bye(name, round, kind),
                None => Notice::ByeCancelled(name, round),
            });
        }
    }
}
