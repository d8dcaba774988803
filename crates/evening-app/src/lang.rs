//! The club evening's languages: the game's own ([`ui::lang::Lang`]), picked the same way
//! (`?lang=` in the address, else the browser's first language Rokade speaks, else English).

pub use ui::lang::Lang;
