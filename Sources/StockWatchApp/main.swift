print("stockwatch: the app is not assembled yet (see issue 5)")
