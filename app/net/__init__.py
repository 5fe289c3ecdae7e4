"""Network play (issue 18): the protocol, the public game, the server and the client."""
