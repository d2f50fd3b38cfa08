"""Tools for the people who make rootboard, not for playing: they import the whole package
(the catalogues' extraction walks every module), so they sit above every other layer."""
