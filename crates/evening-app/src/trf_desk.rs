//! The [`Ui`]'s transitions of TRF exchange: the evening as a file to download, and an
//! evening read from a file or a paste (asking first before it replaces this one).

use evening::Evening;

use crate::notice::Notice;
use crate::ui::{first_screen, Confirm, Download, Ui};

/// A file name from the evening's name and date: letters, digits and `-` only.
///
/// ```
/// use evening_app::trf_desk::file_name;
/// assert_eq!(file_name("Clubavond De Toren!", "2025-03-14"), "clubavond-de-toren-2025-03-14.trf");
/// assert_eq!(file_name("", "2025-03-14"), "evening-2025-03-14.trf");
/// ```
pub fn file_name(name: &str, date: &str) -> String {
    let mut stem = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
    }
    let stem = stem.trim_end_matches('-');
    let stem = if stem.is_empty() { "evening" } else { stem };
    format!("{stem}-{date}.trf")
}

impl Ui {
    pub(crate) fn export(&mut self) -> Option<Download> {
        let evening = self.evening.as_ref()?;
        let name = file_name(
            &evening.settings().name,
            &evening.settings().date.to_string(),
        );
        let text = evening.to_trf();
        self.tell(Notice::Exported);
        Some(Download { name, text })
    }

    pub(crate) fn import(&mut self, text: String) {
        if text.trim().is_empty() {
            self.tell(Notice::NothingToImport);
            return;
        }
        match Evening::from_trf(&text, self.today) {
            Err(error) => {
                self.import_text = Some(text);
                self.tell(Notice::Import(error));
            }
            Ok(evening) if self.evening.is_some() => {
                self.confirm = Some(Confirm::Import(Box::new(evening)));
                self.focus = Some("confirm-no".into());
            }
            Ok(evening) => self.take_import(evening),
        }
    }

    pub(crate) fn take_import(&mut self, evening: Evening) {
        let players = evening.players().len();
        let rounds = evening.published_rounds();
        self.screen = first_screen(&evening);
        self.evening = Some(evening);
        self.import_text = None;
        self.round_shown = None;
        self.after = None;
        self.editing = None;
        self.player_form = None;
        self.settings_form = None;
        self.tell(Notice::Imported(players, rounds));
    }
}
