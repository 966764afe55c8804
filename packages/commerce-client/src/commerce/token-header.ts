/** The header that carries a checkout session's token, both ways (`none` asks for a new one). */
export const tokenHeader = 'API-Token';
