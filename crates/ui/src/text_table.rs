//! The text-table macro ([`crate::text_table!`]): the one way Rokade declares translated texts
//! (the game's table in [`crate::i18n`], the round screen's in `crates/round`).

/// Declares a text table: an enum `Key` of its texts (with `Key::ALL` and `Key::from_name`, the
/// name as written in `data-k="..."` in the page) and `t(lang, key)`, from rows `Name => [nl, en,
/// fr, da]`. The one text system of Rokade: the game's table is in [`crate::i18n`]; the round
/// screen (`crates/round`) declares its own with this macro, so the game page's wasm does not
/// carry the round screen's texts.
///
/// Each language's texts are one string, separated by NUL, split once on first use: smaller in the
/// wasm than a table of string slices. `text_table! { @loaded ... }` (the game's table) leaves
/// them out of the page's wasm: see [`crate::loaded_texts`].
#[macro_export]
macro_rules! text_table {
    // The game page's table: on the page's wasm (this crate's feature `loaded-texts`) the
    // texts are not compiled in but loaded, one language at a time, from `texts/<code>.txt`
    // (crate::loaded_texts); native builds and the other wasm modules keep them compiled in.
    (@loaded $($rows:tt)*) => {
        $crate::text_table!(@keys $($rows)*);

        /// The text for `key` in `lang` (empty until that language's texts are loaded, or
        /// another language's while it is on its way).
        #[cfg(all(target_arch = "wasm32", feature = "loaded-texts"))]
        pub fn t(lang: $crate::lang::Lang, key: Key) -> &'static str {
            $crate::loaded_texts::get(lang, key as usize)
        }

        /// The text for `key` in `lang`.
        #[cfg(not(all(target_arch = "wasm32", feature = "loaded-texts")))]
        pub fn t(lang: $crate::lang::Lang, key: Key) -> &'static str {
            compiled(lang, key)
        }
    };
    (@keys $($name:ident => [$nl:literal, $en:literal, $fr:literal, $da:literal $(,)?],)*) => {
        /// A piece of user interface text.
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        #[allow(missing_docs)]
        pub enum Key {
            $($name,)*
        }

        impl Key {
            /// Every key.
            pub const ALL: &'static [Key] = &[$(Key::$name,)*];

            /// The key for its name, as written in `data-k="..."` in the page.
            pub fn from_name(name: &str) -> Option<Key> {
                let names = concat!($(stringify!($name), "\0",)*);
                let i = names.split('\0').position(|n| n == name)?;
                Key::ALL.get(i).copied()
            }
        }

        /// Each language's texts in [`Key::ALL`]'s order, separated by NUL (the page's
        /// `texts/<code>.txt` hold them one per line).
        #[allow(dead_code)]
        pub const TEXTS: [&str; 4] = [
            concat!($($nl, "\0",)*),
            concat!($($en, "\0",)*),
            concat!($($fr, "\0",)*),
            concat!($($da, "\0",)*),
        ];

        thread_local! {
            /// The texts of each language, split once on first use.
            #[allow(dead_code)]
            static SPLIT: [::std::cell::OnceCell<Vec<&'static str>>; 4] = const {
                [
                    ::std::cell::OnceCell::new(),
                    ::std::cell::OnceCell::new(),
                    ::std::cell::OnceCell::new(),
                    ::std::cell::OnceCell::new(),
                ]
            };
        }

        /// The text for `key` in `lang`, from the compiled-in table.
        #[allow(dead_code)]
        fn compiled(lang: $crate::lang::Lang, key: Key) -> &'static str {
            let i = lang.index();
            SPLIT.with(|split| {
                let texts = split.get(i).map(|cell| {
                    cell.get_or_init(|| {
                        TEXTS
                            .get(i)
                            .map_or_else(Vec::new, |t| t.split('\0').collect())
                    })
                });
                texts
                    .and_then(|v| v.get(key as usize))
                    .copied()
                    .unwrap_or("")
            })
        }
    };
    ($($rows:tt)*) => {
        $crate::text_table!(@keys $($rows)*);

        /// The text for `key` in `lang`.
        pub fn t(lang: $crate::lang::Lang, key: Key) -> &'static str {
            compiled(lang, key)
        }
    };
}
