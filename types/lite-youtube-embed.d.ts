// lite-youtube-embed ships plain JavaScript: importing it registers the <lite-youtube> element.
declare module 'lite-youtube-embed';
