"""Network play (Qt-free): the protocol, the public record, rooms and the WebSocket server.

docs/protocol.md is the protocol in prose. ``protocol`` checks every client message into a typed
value; ``public`` builds the public record a client may see and rebuilds the game from it;
``room`` is one authoritative game with its seats (no sockets); ``server`` runs rooms over
WebSocket (``Server``; ``ServerThread`` runs it in a background thread for the game program).
"""
