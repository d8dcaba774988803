//! The interface languages (Dutch, English, French, Danish): codes, names and their place in
//! the text tables' rows ([`crate::i18n`], [`crate::text_table!`]).

/// A user interface language.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Lang {
    /// Nederlands.
    Nl,
    /// English.
    En,
    /// Français.
    Fr,
    /// Dansk.
    Da,
}

impl Lang {
    /// All languages, in the order shown in the language picker.
    pub const ALL: [Lang; 4] = [Lang::Nl, Lang::En, Lang::Fr, Lang::Da];

    /// The language's place in a text table's rows: nl, en, fr, da.
    pub fn index(self) -> usize {
        match self {
            Lang::Nl => 0,
            Lang::En => 1,
            Lang::Fr => 2,
            Lang::Da => 3,
        }
    }

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Nl => "nl",
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Da => "da",
        }
    }

    /// The language for a code such as `nl` or a browser tag such as `nl-BE`.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code
            .split(['-', '_'])
            .next()?
            .trim_ascii()
            .to_ascii_lowercase();
        match primary.as_str() {
            "nl" => Some(Lang::Nl),
            "en" => Some(Lang::En),
            "fr" => Some(Lang::Fr),
            "da" => Some(Lang::Da),
            _ => None,
        }
    }

    /// The language's own name.
    pub fn name(self) -> &'static str {
        match self {
            Lang::Nl => "Nederlands",
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Da => "Dansk",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_codes_and_browser_tags() {
        // (The browser's first language that Rokade speaks is chosen in www/boot.js, with the
        // same reading of tags; tests/e2e/build.test.mjs checks it.)
        assert_eq!(Lang::from_code("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("de-DE"), None);
        assert_eq!(Lang::from_code("NL"), Some(Lang::Nl));
        assert_eq!(Lang::from_code(""), None);
    }
}
