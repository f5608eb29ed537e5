"""The keyboard seat at a table on a server: the online table (`table.OnlineTable`), its lobby
(`lobby`), and "Play online" from the local game (`goonline`)."""
