//! The text-table macro: one enum of keys per table, each key with its text in Dutch,
//! English, French and Danish (a row cannot miss a language: the macro needs all four).
//! Texts may hold numbered places, `{0}`, `{1}`, filled by [`fill`].

/// Declares an enum from rows `Name => ["nl", "en", "fr", "da"],`, with `ALL` and
/// `text(lang)`. The English text is the variant's documentation.
macro_rules! text_table {
    ($(#[$meta:meta])* $Key:ident { $($name:ident => [$nl:literal, $en:literal, $fr:literal, $da:literal $(,)?],)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum $Key {
            $(#[doc = $en] $name,)*
        }

        impl $Key {
            /// Every key, in the table's order.
            pub const ALL: &'static [$Key] = &[$($Key::$name,)*];

            /// The text in `lang`.
            pub fn text(self, lang: $crate::lang::Lang) -> &'static str {
                let row: [&'static str; 4] = match self {
                    $($Key::$name => [$nl, $en, $fr, $da],)*
                };
                row.get(lang.index()).copied().unwrap_or("")
            }
        }
    };
}

pub(crate) use text_table;

/// `text` with each `{i}` replaced by `args[i]` (a place without an argument stays as it is).
///
/// ```
/// use evening_app::text_table::fill;
/// assert_eq!(fill("Board {0}: {1}", &["3", "1-0"]), "Board 3: 1-0");
/// assert_eq!(fill("{1} before {0}", &["a", "b"]), "b before a");
/// ```
pub fn fill(text: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let (before, from) = rest.split_at(open);
        out.push_str(before);
        let arg = from
            .get(1..)
            .and_then(|s| s.split_once('}'))
            .and_then(|(n, after)| Some((args.get(n.parse::<usize>().ok()?)?, after)));
        match arg {
            Some((value, after)) => {
                out.push_str(value);
                rest = after;
            }
            None => {
                out.push('{');
                rest = from.get(1..).unwrap_or("");
            }
        }
    }
    out.push_str(rest);
    out
}
