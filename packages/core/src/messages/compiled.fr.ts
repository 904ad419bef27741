// Generated from ./catalogue.fr.ts by compileCatalogue.ts. Do not edit by hand.
import type { CompiledCatalogue } from './types';

/** Pre-parsed ICU ASTs of `catalogue.fr.ts`. */
export const COMPILED_FR: CompiledCatalogue = {
  'addToCart.label': [
    {
      type: 0,
      value: 'Ajouter au panier',
    },
  ],
  'addToCart.subscribe': [
    {
      type: 0,
      value: 'S’abonner',
    },
  ],
  'addToCart.adding': [
    {
      type: 0,
      value: 'Ajout…',
    },
  ],
  'addToCart.added': [
    {
      type: 0,
      value: 'Ajouté !',
    },
  ],
  'addToCart.quantity': [
    {
      type: 0,
      value: 'Quantité',
    },
  ],
  'addToCart.quickView': [
    {
      type: 0,
      value: 'Aperçu rapide',
    },
  ],
  'product.soldOut': [
    {
      type: 0,
      value: 'épuisé',
    },
  ],
  'product.sale': [
    {
      type: 0,
      value: 'solde',
    },
  ],
  'variant.selectValue': [
    {
      type: 0,
      value: 'Choisir une valeur',
    },
  ],
  'variant.selectName': [
    {
      type: 0,
      value: 'Choisir ',
    },
    {
      type: 1,
      value: 'variantName',
    },
  ],
  'addToCart.selectOption': [
    {
      type: 0,
      value: 'Veuillez choisir l’option ',
    },
    {
      type: 1,
      value: 'option',
    },
    {
      type: 0,
      value: '.',
    },
  ],
  'addToCart.selectOptions': [
    {
      type: 0,
      value: 'Veuillez choisir les options ',
    },
    {
      type: 1,
      value: 'options',
    },
    {
      type: 0,
      value: '.',
    },
  ],
  'list.and': [
    {
      type: 1,
      value: 'head',
    },
    {
      type: 0,
      value: ' et ',
    },
    {
      type: 1,
      value: 'last',
    },
  ],
  'addToCart.variantUnavailable': [
    {
      type: 0,
      value: 'Désolé, cette variante n’est pas disponible. Veuillez en choisir une autre.',
    },
  ],
  'addToCart.notEnoughStock': [
    {
      type: 0,
      value: 'Désolé, nous n’avons pas assez de cet article en stock.',
    },
  ],
  'addToCart.quantityNotNumber': [
    {
      type: 0,
      value: 'La quantité doit être un nombre.',
    },
  ],
  'addToCart.quantityNotWhole': [
    {
      type: 0,
      value: 'La quantité doit être un nombre entier',
    },
  ],
  'addToCart.quantityOutOfRange': [
    {
      type: 0,
      value: 'La quantité doit être comprise entre ',
    },
    {
      type: 1,
      value: 'min',
    },
    {
      type: 0,
      value: ' et ',
    },
    {
      type: 1,
      value: 'max',
    },
    {
      type: 0,
      value: '.',
    },
  ],
  'addToCart.giftCardDenomination': [
    {
      type: 0,
      value: 'Choisissez un montant pour la carte-cadeau',
    },
  ],
  'addToCart.errorTitle': [
    {
      type: 0,
      value: 'Impossible d’ajouter l’article',
    },
  ],
  'addToCart.expressErrorTitle': [
    {
      type: 0,
      value: 'Impossible d’acheter l’article',
    },
  ],
  'addToCart.giftCardErrorTitle': [
    {
      type: 0,
      value: 'Impossible d’acheter la carte-cadeau',
    },
  ],
  'dialog.close': [
    {
      type: 0,
      value: 'Fermer',
    },
  ],
  'dialog.cancel': [
    {
      type: 0,
      value: 'Annuler',
    },
  ],
  'dialog.loading': [
    {
      type: 0,
      value: 'Chargement…',
    },
  ],
  'cart.label': [
    {
      type: 0,
      value: 'Panier',
    },
  ],
  'cart.itemCount': [
    {
      type: 6,
      value: 'count',
      options: {
        one: {
          value: [
            {
              type: 0,
              value: 'Un article dans le panier',
            },
          ],
        },
        other: {
          value: [
            {
              type: 7,
            },
            {
              type: 0,
              value: ' articles dans le panier',
            },
          ],
        },
      },
      offset: 0,
      pluralType: 'cardinal',
    },
  ],
  'cart.moreThan100': [
    {
      type: 0,
      value: 'Plus de 100 articles dans le panier',
    },
  ],
  'cart.quantityOverflow': [
    {
      type: 0,
      value: '100+',
    },
  ],
  'cartPill.added': [
    {
      type: 0,
      value: 'Ajouté au panier',
    },
  ],
  'cartPill.option': [
    {
      type: 1,
      value: 'name',
    },
    {
      type: 0,
      value: ' : ',
    },
    {
      type: 1,
      value: 'value',
    },
  ],
  'cartPill.quantity': [
    {
      type: 0,
      value: 'Quantité : ',
    },
    {
      type: 1,
      value: 'quantity',
    },
  ],
  'cartPill.viewCart': [
    {
      type: 0,
      value: 'Voir le panier',
    },
  ],
  'cartPill.announcement': [
    {
      type: 0,
      value: 'Ajouté au panier : ',
    },
    {
      type: 1,
      value: 'item',
    },
    {
      type: 0,
      value: ', quantité ',
    },
    {
      type: 1,
      value: 'quantity',
    },
    {
      type: 0,
      value: '. ',
    },
    {
      type: 1,
      value: 'itemCount',
    },
  ],
  'cart.unableToUpdateQuantity': [
    {
      type: 0,
      value: 'Impossible de modifier la quantité',
    },
  ],
  'cart.unableToRemoveItem': [
    {
      type: 0,
      value: 'Impossible de retirer l’article',
    },
  ],
  'cart.unableToUpdateForm': [
    {
      type: 0,
      value: 'Impossible de mettre à jour le formulaire',
    },
  ],
  'cart.unableToOpenForm': [
    {
      type: 0,
      value: 'Impossible d’ouvrir le formulaire',
    },
  ],
  'cart.empty': [
    {
      type: 0,
      value: 'Votre panier est vide.',
    },
  ],
  'cart.minimumSubtotal': [
    {
      type: 0,
      value: 'Pour passer à la caisse, le sous-total doit être d’au moins ',
    },
    {
      type: 1,
      value: 'subtotal',
    },
    {
      type: 0,
      value: '.',
    },
  ],
  'cart.emptyCart': [
    {
      type: 0,
      value: 'Vider le panier',
    },
  ],
  'form.dateInvalid': [
    {
      type: 0,
      value: 'Cette date n’existe pas.',
    },
  ],
  'cartPage.subtotal': [
    {
      type: 0,
      value: 'Sous-total',
    },
  ],
  'cartPage.tax': [
    {
      type: 0,
      value: 'Taxes',
    },
  ],
  'cartPage.shipping': [
    {
      type: 0,
      value: 'Livraison',
    },
  ],
  'cartPage.discount': [
    {
      type: 0,
      value: 'Remise',
    },
  ],
  'cartPage.total': [
    {
      type: 0,
      value: 'Total',
    },
  ],
  'cartPage.price': [
    {
      type: 0,
      value: 'Prix',
    },
  ],
  'cartPage.checkout': [
    {
      type: 0,
      value: 'Passer à la caisse',
    },
  ],
  'cartPage.remove': [
    {
      type: 0,
      value: 'Retirer',
    },
  ],
  'cartPage.removeItem': [
    {
      type: 0,
      value: 'Retirer ',
    },
    {
      type: 1,
      value: 'title',
    },
  ],
  'cartPage.editAnswers': [
    {
      type: 0,
      value: 'Modifier les réponses',
    },
  ],
  'cartPage.saveAnswers': [
    {
      type: 0,
      value: 'Enregistrer les réponses',
    },
  ],
  'cartPage.emptyConfirm': [
    {
      type: 0,
      value: 'Retirer tous les articles du panier ?',
    },
  ],
  'cartPage.updating': [
    {
      type: 0,
      value: 'Mise à jour du panier…',
    },
  ],
  'cartPage.updated': [
    {
      type: 0,
      value: 'Panier mis à jour.',
    },
  ],
  'cartPage.decrease': [
    {
      type: 0,
      value: 'Diminuer la quantité de ',
    },
    {
      type: 1,
      value: 'title',
    },
  ],
  'cartPage.increase': [
    {
      type: 0,
      value: 'Augmenter la quantité de ',
    },
    {
      type: 1,
      value: 'title',
    },
  ],
  'cartPage.subtotalUnavailable': [
    {
      type: 0,
      value: 'Sous-total affiché une fois la quantité valide',
    },
  ],
  'cartPage.couponLabel': [
    {
      type: 0,
      value: 'Code promo',
    },
  ],
  'cartPage.applyCoupon': [
    {
      type: 0,
      value: 'Appliquer',
    },
  ],
  'cartPage.couponRequired': [
    {
      type: 0,
      value: 'Saisissez un code promo.',
    },
  ],
  'cartPage.couponRefused': [
    {
      type: 0,
      value: 'Ce code promo ne peut pas être appliqué.',
    },
  ],
  'cartPage.unableToApplyCoupon': [
    {
      type: 0,
      value: 'Impossible d’appliquer le code promo',
    },
  ],
  'cartPage.unableToRemoveCoupon': [
    {
      type: 0,
      value: 'Impossible de retirer le code promo',
    },
  ],
  'cartPage.appliedCoupons': [
    {
      type: 0,
      value: 'Codes promo appliqués',
    },
  ],
  'cartPage.refusedCoupons': [
    {
      type: 0,
      value: 'Codes promo non appliqués',
    },
  ],
  'cartPage.removeCoupon': [
    {
      type: 0,
      value: 'Retirer le code promo ',
    },
    {
      type: 1,
      value: 'code',
    },
  ],
  'cartPage.continueShopping': [
    {
      type: 0,
      value: 'Continuer vos achats',
    },
  ],
  'http.sessionExpired': [
    {
      type: 0,
      value: 'Votre session a expiré. Veuillez recharger la page et réessayer.',
    },
  ],
  'http.enableCookies': [
    {
      type: 0,
      value: 'Veuillez activer les témoins dans votre navigateur, recharger la page et réessayer.',
    },
  ],
  'http.rateLimited': [
    {
      type: 0,
      value: 'Veuillez réessayer dans quelques secondes.',
    },
  ],
  'http.noConnection': [
    {
      type: 0,
      value: 'Veuillez vérifier votre connexion Internet.',
    },
  ],
  'http.unknownError': [
    {
      type: 0,
      value: 'Erreur inconnue, veuillez réessayer plus tard.',
    },
  ],
  'form.required': [
    {
      type: 0,
      value: 'Obligatoire',
    },
  ],
  'form.submit': [
    {
      type: 0,
      value: 'Envoyer',
    },
  ],
  'form.submitting': [
    {
      type: 0,
      value: 'Envoi…',
    },
  ],
  'form.saving': [
    {
      type: 0,
      value: 'Enregistrement…',
    },
  ],
  'form.characterLimit': [
    {
      type: 0,
      value: 'Vous avez dépassé la limite de caractères.',
    },
  ],
  'form.characterCounter': [
    {
      type: 1,
      value: 'count',
    },
    {
      type: 0,
      value: ' / ',
    },
    {
      type: 1,
      value: 'max',
    },
  ],
  'form.timeInvalid': [
    {
      type: 0,
      value:
        'Cette heure n’existe pas. Utilisez les heures 0 à 23 (1 à 12 avec AM/PM) et les minutes 0 à 59.',
    },
  ],
  'form.phoneInvalid': [
    {
      type: 0,
      value: 'Saisissez le numéro de téléphone en chiffres (l’indicatif du pays peut commencer par +).',
    },
  ],
  'form.numberInvalid': [
    {
      type: 0,
      value: 'Saisissez un nombre, par exemple 12 ou 3.5.',
    },
  ],
  'form.numberMin': [
    {
      type: 0,
      value: 'Saisissez ',
    },
    {
      type: 1,
      value: 'min',
    },
    {
      type: 0,
      value: ' ou plus.',
    },
  ],
  'form.numberMax': [
    {
      type: 0,
      value: 'Saisissez ',
    },
    {
      type: 1,
      value: 'max',
    },
    {
      type: 0,
      value: ' ou moins.',
    },
  ],
  'form.numberWhole': [
    {
      type: 0,
      value: 'Saisissez un nombre entier.',
    },
  ],
  'form.numberStep': [
    {
      type: 0,
      value: 'Saisissez un multiple de ',
    },
    {
      type: 1,
      value: 'step',
    },
    {
      type: 0,
      value: '.',
    },
  ],
  'form.emailInvalid': [
    {
      type: 0,
      value:
        'Le courriel n’est pas valide. Une adresse suit le format utilisateur@domaine.com (une partie locale, un @, puis un domaine).',
    },
  ],
  'form.processingError': [
    {
      type: 0,
      value: 'Erreur lors du traitement du formulaire. Veuillez recharger la page et réessayer.',
    },
  ],
  'form.unknownError': [
    {
      type: 0,
      value: 'Erreur inconnue, veuillez réessayer plus tard.',
    },
  ],
  'form.captchaIncomplete': [
    {
      type: 0,
      value: 'Veuillez remplir le CAPTCHA avant d’envoyer.',
    },
  ],
  'form.recaptchaFailed': [
    {
      type: 0,
      value: 'Échec du reCAPTCHA. Actualisez cette page et réessayez.',
    },
  ],
  'form.keyFailed': [
    {
      type: 0,
      value: 'Impossible d’obtenir une clé d’envoi du formulaire, veuillez réessayer plus tard.',
    },
  ],
  'form.parseFailed': [
    {
      type: 0,
      value: 'Impossible de lire les champs du formulaire, veuillez vérifier vos réponses.',
    },
  ],
  'form.invalidFields': [
    {
      type: 0,
      value: 'Un ou plusieurs champs ne sont pas valides, veuillez vérifier vos réponses.',
    },
  ],
  'form.reviewBelow': [
    {
      type: 0,
      value: 'Votre formulaire comporte un problème. Veuillez faire défiler vers le bas pour le corriger.',
    },
  ],
  'form.reviewAbove': [
    {
      type: 0,
      value: 'Votre formulaire comporte un problème. Veuillez faire défiler vers le haut pour le corriger.',
    },
  ],
  'form.unauthorized': [
    {
      type: 0,
      value: 'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
    },
  ],
  'form.notConfigured': [
    {
      type: 0,
      value: 'Ce formulaire n’a pas encore été configuré.',
    },
  ],
  'form.rateLimited': [
    {
      type: 0,
      value: 'Impossible d’envoyer le formulaire. Limite d’envois dépassée. Veuillez réessayer plus tard.',
    },
  ],
  'form.serverError': [
    {
      type: 0,
      value: 'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
    },
  ],
  'form.emptyAnswer': [
    {
      type: 0,
      value: 's.o.',
    },
  ],
  'likert.stronglyDisagree': [
    {
      type: 0,
      value: 'Tout à fait en désaccord',
    },
  ],
  'likert.disagree': [
    {
      type: 0,
      value: 'En désaccord',
    },
  ],
  'likert.neutral': [
    {
      type: 0,
      value: 'Neutre',
    },
  ],
  'likert.agree': [
    {
      type: 0,
      value: 'D’accord',
    },
  ],
  'likert.stronglyAgree': [
    {
      type: 0,
      value: 'Tout à fait d’accord',
    },
  ],
  'restock.emailBlank': [
    {
      type: 0,
      value: 'Le courriel ne peut pas être vide',
    },
  ],
  'restock.emailInvalid': [
    {
      type: 0,
      value: 'Le courriel n’est pas valide',
    },
  ],
  'restock.success': [
    {
      type: 0,
      value: 'Inscription réussie !',
    },
  ],
  'restock.successEmail': [
    {
      type: 0,
      value: 'Nous écrirons à ',
    },
    {
      type: 1,
      value: 'email',
    },
    {
      type: 0,
      value: ' dès son retour en stock.',
    },
  ],
  'restock.failed': [
    {
      type: 0,
      value: 'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
    },
  ],
  'restock.siteKeyMissing': [
    {
      type: 0,
      value: 'Clé de site reCAPTCHA Enterprise V3 introuvable',
    },
  ],
  'restock.emailLabel': [
    {
      type: 0,
      value: 'Adresse e-mail',
    },
  ],
  'restock.joinMailingList': [
    {
      type: 0,
      value: 'Rejoindre notre liste de diffusion',
    },
  ],
  'restock.signUp': [
    {
      type: 0,
      value: 'M’inscrire',
    },
  ],
  'installments.over': [
    {
      type: 0,
      value: 'disponible pour les commandes de plus de ',
    },
    {
      type: 1,
      value: 'amount',
    },
  ],
  'installments.upTo': [
    {
      type: 0,
      value: 'disponible pour les commandes jusqu’à ',
    },
    {
      type: 1,
      value: 'amount',
    },
  ],
  'installments.payments': [
    {
      type: 0,
      value: 'ou ',
    },
    {
      type: 1,
      value: 'count',
    },
    {
      type: 0,
      value: ' versements sans intérêt de ',
    },
    {
      type: 1,
      value: 'amount',
    },
    {
      type: 0,
      value: ' avec ',
    },
    {
      type: 1,
      value: 'brand',
    },
  ],
  'installments.learnMore': [
    {
      type: 0,
      value: 'En savoir plus sur ',
    },
    {
      type: 1,
      value: 'brand',
    },
  ],
  'form.part.firstName': [
    {
      type: 0,
      value: 'Prénom',
    },
  ],
  'form.part.lastName': [
    {
      type: 0,
      value: 'Nom',
    },
  ],
  'form.part.address1': [
    {
      type: 0,
      value: 'Adresse 1',
    },
  ],
  'form.part.address2': [
    {
      type: 0,
      value: 'Adresse 2',
    },
  ],
  'form.part.city': [
    {
      type: 0,
      value: 'Ville',
    },
  ],
  'form.part.region': [
    {
      type: 0,
      value: 'État/Province',
    },
  ],
  'form.part.postalCode': [
    {
      type: 0,
      value: 'Code postal',
    },
  ],
  'form.part.country': [
    {
      type: 0,
      value: 'Pays',
    },
  ],
  'form.part.month': [
    {
      type: 0,
      value: 'Mois',
    },
  ],
  'form.part.day': [
    {
      type: 0,
      value: 'Jour',
    },
  ],
  'form.part.year': [
    {
      type: 0,
      value: 'Année',
    },
  ],
  'form.part.hour': [
    {
      type: 0,
      value: 'Heure',
    },
  ],
  'form.part.minute': [
    {
      type: 0,
      value: 'Minute',
    },
  ],
  'form.part.second': [
    {
      type: 0,
      value: 'Seconde',
    },
  ],
  'form.part.meridiem': [
    {
      type: 0,
      value: 'AM/PM',
    },
  ],
  'form.part.countryCode': [
    {
      type: 0,
      value: 'Indicatif pays',
    },
  ],
  'form.part.areaCode': [
    {
      type: 0,
      value: 'Indicatif régional',
    },
  ],
  'form.part.prefix': [
    {
      type: 0,
      value: 'Préfixe',
    },
  ],
  'form.part.line': [
    {
      type: 0,
      value: 'Numéro',
    },
  ],
};
