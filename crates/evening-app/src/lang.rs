//! The four languages of the club evening and how the page picks one: `?lang=` in the
//! address, else the first of the browser's languages that Rokade speaks, else English.

/// A language the evening speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Lang {
    /// Nederlands: the clubs' language.
    Nl,
    /// English, the fallback.
    En,
    /// Français.
    Fr,
    /// Dansk.
    Da,
}

impl Lang {
    /// Every language, in the order the language links list them.
    pub const ALL: [Lang; 4] = [Lang::Nl, Lang::En, Lang::Fr, Lang::Da];

    /// The language's column in a text table: nl, en, fr, da.
    pub fn index(self) -> usize {
        match self {
            Lang::Nl => 0,
            Lang::En => 1,
            Lang::Fr => 2,
            Lang::Da => 3,
        }
    }

    /// The ISO 639-1 code (`lang=` and the page's `lang` attribute).
    pub fn code(self) -> &'static str {
        match self {
            Lang::Nl => "nl",
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Da => "da",
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

    /// The language of a tag such as `nl`, `nl-BE`, `fr_CA` or ` DA `, if Rokade speaks it.
    ///
    /// ```
    /// use evening_app::lang::Lang;
    /// assert_eq!(Lang::from_tag("nl-BE"), Some(Lang::Nl));
    /// assert_eq!(Lang::from_tag("de"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or("").trim();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The page's language: the address's `lang=` when Rokade speaks it, else the first of
    /// the browser's languages it speaks, else English.
    pub fn pick<'a>(address: Option<&str>, browser: impl IntoIterator<Item = &'a str>) -> Lang {
        address
            .and_then(Lang::from_tag)
            .or_else(|| browser.into_iter().find_map(Lang::from_tag))
            .unwrap_or(Lang::En)
    }

    /// Whether numbers are written with a decimal comma (`2,5`) rather than a point.
    pub fn decimal_comma(self) -> bool {
        !matches!(self, Lang::En)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_wins_then_the_browser_then_english() {
        assert_eq!(Lang::pick(Some("fr"), ["nl"]), Lang::Fr);
        assert_eq!(Lang::pick(Some("xx"), ["de-DE", "da"]), Lang::Da);
        assert_eq!(Lang::pick(None, ["nl-NL", "en"]), Lang::Nl);
        assert_eq!(Lang::pick(None, ["de", "es"]), Lang::En);
        assert_eq!(Lang::pick(Some(""), []), Lang::En);
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.code()), Some(lang));
            assert_eq!(Lang::ALL[lang.index()], lang);
        }
    }
}
