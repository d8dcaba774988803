//! A parameter of the address that was ignored, and why; and the tracking parameters that
//! are ignored without a word.

/// A parameter of the address that was ignored, and why.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamWarning {
    /// The address is too long to read.
    TooLong {
        /// Its length in KB.
        kb: usize,
    },
    /// A parameter name we do not know.
    Unknown(String),
    /// A known parameter with a value it cannot have.
    Invalid {
        /// The parameter.
        name: String,
        /// Its value (shortened).
        value: String,
    },
    /// `fen=` is not a valid position (the text given).
    Fen(String),
    /// Both `sp` and `fen`: the FEN is used.
    SpAndFen,
}

/// `true` for the parameters that newsletters, social sites and ad networks add to links.
pub fn is_tracking(name: &str) -> bool {
    const NAMES: [&str; 8] = [
        "fbclid", "gclid", "msclkid", "igshid", "mc_cid", "mc_eid", "_ga", "_gl",
    ];
    name.starts_with("utm_") || name.starts_with("mtm_") || NAMES.contains(&name)
}

impl ParamWarning {
    /// The warning for the browser console, in English without the text table (which may
    /// not have arrived yet when the address is read).
    pub fn console_text(&self) -> String {
        let (name, why): (&str, &str) = match self {
            ParamWarning::TooLong { .. } => ("", "address too long, ignored"),
            ParamWarning::Unknown(name) => (name, "unknown, ignored"),
            ParamWarning::Invalid { name, .. } => (name, "bad value, ignored"),
            ParamWarning::Fen(_) => ("fen", "bad FEN, ignored"),
            ParamWarning::SpAndFen => ("sp", "with fen: ignored"),
        };
        let sep = if name.is_empty() { "" } else { ": " };
        crate::text::join(&["Rokade: ", name, sep, why], "")
    }
}
