# web
