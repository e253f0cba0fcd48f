"""What ``english.correctly_spelled`` knows of English spelling (``pipelines/data/misspellings.py``):

- MISSPELLINGS: common misspellings and their corrections, from codespell 2.4.1's dictionary (CC BY-SA
  3.0, from English Wikipedia's lists of common misspellings);
- FREQUENT_WORDS: the words of parallel-de's English a slip of the finger is put right to, and how often
  it writes each;
- LOOKALIKES: words one slip from one of those that stay as they are: real words (of parallel-de and of
  Debian's word lists wamerican and wbritish (SCOWL), wfrench (GPL-2.0+), wspanish (public domain) and
  witalian (GPL-3.0+)), and misspellings of more than one word.

Written by ``python -m pipelines.data spelling``; not edited by hand.
"""

MISSPELLINGS = """
aaccess->access
aaccessibility->accessibility
aache->cache
aactual->actual
aactually->actually
aadd->add
aadded->added
aadding->adding
aafter->after
aagain->again
aand->and
aanother->another
aapply->apply
aare->are
aassign->assign
aassignment->assignment
aassociated->associated
aautomatic->automatic
aautomatically->automatically
abailable->available
abanden->abandon
abandond->abandoned
abandonde->abandoned
abandone->abandon
abandonned->abandoned
abanond->abandon
abanonded->abandoned
abberivation->abbreviation
abberviation->abbreviation
abbility->ability
abbort->abort
abborted->aborted
abbout->about
abbreivation->abbreviation
abbreveation->abbreviation
abbreviatin->abbreviation
abbreviaton->abbreviation
abbrievation->abbreviation
abbriviation->abbreviation
abbrviation->abbreviation
abcense->absence
abck->back
abd->and
abigious->ambiguous
abiguous->ambiguous
abilitiy->ability
abillity->ability
abiltiy->ability
abilty->ability
abiove->above
abiut->about
abl->able
abliity->ability
ablity->ability
abnd->and
abnove->above
aboce->above
aboiut->about
aboluste->absolute
abolustely->absolutely
abolute->absolute
abolutely->absolutely
abomanation->abomination
abominacion->abomination
abominaton->abomination
abomonation->abomination
abondon->abandon
abondoned->abandoned
abonimation->abomination
aboout->about
aborption->absorption
aboslute->absolute
aboslutely->absolutely
abosrption->absorption
abosulte->absolute
abosultely->absolutely
abosulute->absolute
abosulutely->absolutely
abotu->about
abou->about
abount->about
abour->about
aboutthe->about the
abouve->above
abov->above
aboved->above
aboves->above
abpout->about
abput->about
abreviation->abbreviation
abriviation->abbreviation
abrreviation->abbreviation
absance->absence
abscence->absence
abselutely->absolutely
abselutly->absolutely
absense->absence
absentse->absence
absloute->absolute
absodefly->absolute
absodeflyly->absolutely
absolate->absolute
absolately->absolutely
absolaute->absolute
absolautely->absolutely
absoletely->absolutely
absoliute->absolute
absoliutely->absolutely
absoloute->absolute
absoloutely->absolutely
absolte->absolute
absoltely->absolutely
absoltue->absolute
absoltuely->absolutely
absoluate->absolute
absoluately->absolutely
absoluely->absolutely
absoluet->absolute
absoluetly->absolutely
absolule->absolute
absolulte->absolute
absolultely->absolutely
absolune->absolute
absolunely->absolutely
absolure->absolute
absolurely->absolutely
absolutelly->absolutely
absoluth->absolute
absoluthe->absolute
absoluthely->absolutely
absoluthly->absolutely
absolutley->absolutely
absolutly->absolutely
absolutlye->absolutely
absoluute->absolute
absoluutely->absolutely
absoluve->absolute
absoluvely->absolutely
absoolute->absolute
absoolutely->absolutely
absoprtion->absorption
absorbsion->absorption
absorpsion->absorption
absould->absolute
absouldly->absolutely
absoule->absolute
absoulely->absolutely
absouletely->absolutely
absoult->absolute
absoulte->absolute
absoultely->absolutely
absoultly->absolutely
absoulute->absolute
absoulutely->absolutely
absoutely->absolutely
absoutly->absolutely
absulute->absolute
absuolate->absolute
absuolately->absolutely
abudance->abundance
abundace->abundance
abundence->abundance
abuot->about
abvailable->available
acadamic->academic
academci->academic
acadimic->academic
acadmic->academic
acale->scale
acatemic->academic
accademic->academic
accapt->accept
accaptable->acceptable
accaptance->acceptance
accapted->accepted
accapts->accepts
acccept->accept
accceptable->acceptable
accceptance->acceptance
acccepted->accepted
acccepts->accepts
accces->access
acccess->access
acccessd->accessed
acccessed->accessed
acccessibility->accessibility
acccessible->accessible
acccord->accord
acccording->according
acccount->account
acccounting->accounting
acccounts->accounts
acccuracy->accuracy
acccurate->accurate
accdient->accident
accecpt->accept
accecpted->accepted
accedent->accident
acceept->accept
acceeptable->acceptable
acceeptance->acceptance
acceepted->accepted
acceepts->accepts
accees->access
acceess->access
accelaration->acceleration
accelarator->accelerator
accelearion->acceleration
acceleartion->acceleration
acceleartor->accelerator
acceleraptor->accelerator
accelerar->accelerator
acceleratoin->acceleration
acceleraton->acceleration
acceleratrion->acceleration
accelertion->acceleration
accelertor->accelerator
accelleration->acceleration
accellerator->accelerator
accelorator->accelerator
accending->ascending
acceot->accept
acceotable->acceptable
acceotance->acceptance
acceoted->accepted
acceots->accepts
accep->accept
accepable->acceptable
accepance->acceptance
accepatble->acceptable
accepatnce->acceptance
accepect->accept
accepectable->acceptable
accepectance->acceptance
accepected->accepted
accepects->accepts
acceped->accepted
accepet->accept
accepetable->acceptable
accepetance->acceptance
accepeted->accepted
accepets->accepts
acceppt->accept
accepptable->acceptable
accepptance->acceptance
acceppted->accepted
acceppts->accepts
acceps->accepts
acceptabel->acceptable
acceptabil->acceptable
accepteed->accepted
acceptence->acceptance
acceptible->acceptable
acceptted->accepted
accerelation->acceleration
acces->access
accesability->accessibility
accesable->accessible
accesed->accessed
accesibility->accessibility
accesiblity->accessibility
accesiibility->accessibility
accesiiblity->accessibility
accesnt->accent
accessa->access a
accessability->accessibility
accessable->accessible
accessbile->accessible
accessbility->accessibility
accessble->accessible
accessiable->accessible
accessibiliity->accessibility
accessibilitiy->accessibility
accessibiltiy->accessibility
accessibilty->accessibility
accessibily->accessibility
accessiblilty->accessibility
accessiibility->accessibility
accessiiblity->accessibility
accessile->accessible
accessisble->accessible
accessment->assessment
accesss->access
accesssed->accessed
accesssibility->accessibility
accesssible->accessible
accesssiblity->accessibility
accesssiiblity->accessibility
accestors->ancestors
accet->accept
accetable->acceptable
accets->accepts
acchiev->achieve
acchieve->achieve
accidant->accident
accient->accident
accissible->accessible
accleration->acceleration
acclerator->accelerator
accociated->associated
accociation->association
accociations->associations
accoding->according
accodomation->accommodation
accodr->accord
accodring->according
accoint->account
accointing->accounting
accoints->accounts
accoird->accord
accoirding->according
accomadation->accommodation
accomdation->accommodation
accomidation->accommodation
accommadation->accommodation
accommidation->accommodation
accomodation->accommodation
accomondation->accommodation
accomplise->accomplish
accomplised->accomplished
accompliss->accomplish
accomplissed->accomplished
accompt->account
acconding->according
accont->account
acconting->accounting
acconts->accounts
accoording->according
accoount->account
accopunt->account
accordding->according
accordign->according
accordiing->according
accordin->according
accordinag->according
accordind->according
accordint->according
accordling->according
accordng->according
accoriding->according
accoridng->according
accoring->according
accortind->according
accorting->according
accoun->account
accound->account
accounding->according
accounds->accounts
accouning->accounting
accouns->accounts
accountt->account
accourding->according
accoustic->acoustic
accout->account
accouting->accounting
accoutn->account
accoutning->accounting
accoutns->accounts
accouts->accounts
accpet->accept
accpetable->acceptable
accpetance->acceptance
accpeted->accepted
accpets->accepts
accpt->accept
accptable->acceptable
accptance->acceptance
accpted->accepted
accpts->accepts
accquire->acquire
accracy->accuracy
accrate->accurate
accrding->according
accress->access
accroding->according
accrording->according
accros->across
accrose->across
accross->across
accruacy->accuracy
accruate->accurate
accsept->accept
accseptable->acceptable
accseptance->acceptance
accsepted->accepted
accsepts->accepts
accsess->access
accss->access
accssible->accessible
acction->action
acctions->actions
acctivate->activate
acctivated->activated
acctivates->activates
acctivation->activation
acctive->active
acctivities->activities
acctivity->activity
acctual->actual
acctually->actually
accual->actual
accually->actually
accuarcy->accuracy
accuarte->accurate
accunt->account
accupied->occupied
accupts->accepts
accurable->accurate
accuraccy->accuracy
accurancy->accuracy
accurarcy->accuracy
accurary->accuracy
accuray->accuracy
accurracy->accuracy
accurrate->accurate
acdept->accept
acecess->access
acedamic->academic
acedemic->academic
aceept->accept
aceleration->acceleration
acelerator->accelerator
acending->ascending
acept->accept
aceptance->acceptance
acepted->accepted
acepts->accepts
acess->access
acessable->accessible
acessed->accessed
acessibility->accessibility
acessible->accessible
acheeve->achieve
acheive->achieve
acheve->achieve
achevie->achieve
achiev->achieve
achitecture->architecture
achors->anchors
acident->accident
acient->ancient
acition->action
acitions->actions
acitivate->activate
acitivated->activated
acitivates->activates
acitivation->activation
acitive->active
acitivities->activities
acitivity->activity
aciton->action
acitons->actions
acitvate->activate
acitvated->activated
acitvates->activates
acitvation->activation
acitve->active
acitvities->activities
acitvity->activity
acivate->activate
acivated->activated
acivates->activates
acivation->activation
acive->active
acivities->activities
acivity->activity
acknoledge->acknowledge
acknolwedge->acknowledge
acknowedge->acknowledge
acknoweldge->acknowledge
acknowiedge->acknowledge
acknowladge->acknowledge
acknowldge->acknowledge
acknowlede->acknowledge
acknowlegde->acknowledge
acknowlege->acknowledge
acknownledge->acknowledge
acknwoledge->acknowledge
ackowledge->acknowledge
ackwards->backwards
acn->can
acnowledge->acknowledge
acocunt->account
acocunting->accounting
acocunts->accounts
acommodation->accommodation
acomodation->accommodation
acomplish->accomplish
acomplished->accomplished
acoording->according
acoostic->acoustic
acoount->account
acording->according
acordinng->according
acorss->across
acorting->according
acount->account
acounts->accounts
acousitc->acoustic
acoutsic->acoustic
acquisation->acquisition
acquisiton->acquisition
acquistion->acquisition
acquition->acquisition
acqure->acquire
acqusition->acquisition
acroos->across
acrosss->across
acrost->across
acsending->ascending
acsess->access
acsii->ASCII
acssume->assume
actal->actual
actally->actually
actaly->actually
actaul->actual
actaully->actually
actauly->actually
actial->actual
actially->actually
actialy->actually
actiavte->activate
actiavted->activated
actiavtes->activates
actiavtion->activation
actibity->activity
acticate->activate
acticated->activated
acticates->activates
actication->activation
actice->active
acticities->activities
acticity->activity
actitivies->activities
actiual->actual
activ->active
activacion->activation
activaed->activated
activaste->activate
activasted->activated
activastes->activates
actived->activated
activeta->activate
activete->activate
activeted->activated
activetes->activates
activiate->activate
activiated->activated
activiates->activates
activiation->activation
activies->activities
activiites->activities
activited->activated
activition->activation
activitis->activities
activitites->activities
activitiy->activity
activste->activate
activsted->activated
activstes->activates
activte->activate
activted->activated
activtes->activates
activties->activities
activtion->activation
activty->activity
activw->active
activy->activity
actove->active
actuaal->actual
actuaally->actually
actuak->actual
actuakly->actually
actualey->actually
actualky->actually
actuallin->actually
actuallly->actually
actualmy->actually
actualoy->actually
actualpy->actually
actualty->actually
actualy->actually
actualyl->actually
actuell->actual
actuion->action
actul->actual
actulay->actually
actullay->actually
actully->actually
actural->actual
acturally->actually
actusally->actually
actvate->activate
actvated->activated
actvates->activates
actvation->activation
actve->active
actvie->active
actvities->activities
actvity->activity
actzal->actual
acual->actual
acually->actually
acuire->acquire
acuqire->acquire
acuracy->accuracy
acurate->accurate
acusing->causing
acutal->actual
acutally->actually
acutaly->actually
acutual->actual
acutually->actually
adavance->advance
adavanced->advanced
adavantage->advantage
adbandon->abandon
addd->add
addded->added
addding->adding
adddition->addition
addditional->additional
adddress->address
adddresses->addresses
addds->adds
addedd->added
addeed->added
adderess->address
adderesses->addresses
adderss->address
addersses->addresses
addess->address
addesses->addresses
addidition->addition
addiditional->additional
addied->added
addig->adding
addiing->adding
addiional->additional
addiiton->addition
addiitonal->additional
addiitonall->additional
addind->adding
addional->additional
addiotion->addition
addiotional->additional
additianal->additional
additiion->addition
additiional->additional
additinal->additional
additioal->additional
additioanal->additional
additioanl->additional
additiona->additional
additionall->additional
additionals->additional
additionnal->additional
additoin->addition
additoinal->additional
additon->addition
additonal->additional
addittion->addition
addittional->additional
addjust->adjust
addjusted->adjusted
addjusting->adjusting
addmin->admin
addministration->administration
addministrative->administrative
addministrator->administrator
addmission->admission
addpress->address
addrass->address
addrees->address
addreess->address
addrerss->address
addrersses->addresses
addrersss->address
addrerssses->addresses
addres->address
addreses->addresses
addresess->addresses
addressess->addresses
addresss->address
addressses->addresses
addrress->address
addrss->address
addrsses->addresses
addted->added
addtion->addition
addtional->additional
addtition->addition
addtitional->additional
aded->added
adfter->after
adge->edge
adges->edges
adheasive->adhesive
adheisve->adhesive
adhevise->adhesive
adiacent->adjacent
adiditon->addition
ading->adding
adition->addition
aditional->additional
aditionnal->additional
adjacant->adjacent
adjactend->adjacent
adjancent->adjacent
adjasant->adjacent
adjascent->adjacent
adjasent->adjacent
adjast->adjust
adjcent->adjacent
adjecent->adjacent
adjency->agency
adjsut->adjust
adjsuted->adjusted
adjsuting->adjusting
adjsutment->adjustment
adjuscent->adjacent
adjusment->adjustment
adjustabe->adjustable
adjustement->adjustment
adjustible->adjustable
adjustmant->adjustment
adjustmenet->adjustment
adminastrator->administrator
admininistration->administration
admininistrative->administrative
admininistrator->administrator
admininstration->administration
admininstrative->administrative
admininstrator->administrator
administartion->administration
administartor->administrator
administation->administration
administative->administrative
administator->administrator
administraion->administration
administraive->administrative
administraor->administrator
administraron->administrator
administrater->administrator
administratief->administrative
administratiei->administrative
administratieve->administrative
administratio->administration
administratior->administrator
administrativne->administrative
administraton->administration
adminitration->administration
adminitrative->administrative
adminitrator->administrator
adminsitration->administration
adminsitrative->administrative
adminsitrator->administrator
adminssion->admission
adminstration->administration
adminstrative->administrative
adminstrator->administrator
admision->admission
admn->admin
admnistrator->administrator
adn->and
adnimistrator->administrator
adquire->acquire
adquisition->acquisition
adrea->area
adrerss->address
adrersses->addresses
adres->address
adresees->addresses
adreses->addresses
adress->address
adresss->address
adressses->addresses
adrress->address
adrresses->addresses
adter->after
adultary->adultery
adultey->adultery
adultrey->adultery
adust->adjust
adusted->adjusted
adusting->adjusting
adustment->adjustment
advace->advance
advacne->advance
advanace->advance
advanaced->advanced
advanatage->advantage
advanatge->advantage
advandced->advanced
advane->advance
advaned->advanced
advantag->advantage
advanve->advance
advanved->advanced
advatage->advantage
advatange->advantage
advence->advance
advenced->advanced
adventage->advantage
adversiting->advertising
advertisin->advertising
advertisting->advertising
advertsing->advertising
advesary->adversary
advnace->advance
aequivalent->equivalent
aeriel->aerial
aesily->easily
aesy->easy
aexs->axes
afaraid->afraid
afater->after
afaterwards->afterwards
afe->safe
afected->affected
afernoon->afternoon
aferwards->afterwards
afeter->after
afetr->after
affaris->affairs
affecfted->affected
affiars->affairs
afflcition->affliction
afflection->affliction
affliation->affliction
affliciton->affliction
affraid->afraid
affter->after
afile->a file
afircan->African
afor->for
aford->afford
afrer->after
afriad->afraid
africaner->African
afte->after
afterall->after all
afternnon->afternoon
afternon->afternoon
afternooon->afternoon
afteroon->afternoon
afterw->after
afteward->afterward
aftewards->afterwards
aftherward->afterward
aftherwards->afterwards
aftrer->after
aftrerward->afterward
aftrerwards->afterwards
aftter->after
aftterward->afterward
aftterwards->afterwards
aftzer->after
aftzerward->afterward
aftzerwards->afterwards
agai->again
againn->again
againnst->against
againsg->against
againsst->against
againt->against
againts->against
agaisnt->against
agaist->against
agancy->agency
aganda->agenda
agani->again
aganist->against
agant->agent
agein->again
aggegate->aggregate
aggegrate->aggregate
aggenst->against
aggergate->aggregate
agggregate->aggregate
aggragate->aggregate
aggrate->aggregate
aggreagate->aggregate
aggreate->aggregate
aggree->agree
aggreecate->aggregate
aggreed->agreed
aggreement->agreement
aggreements->agreements
aggregete->aggregate
aggreggate->aggregate
aggregrate->aggregate
aggrement->agreement
aggrgate->aggregate
agian->again
agianst->against
agin->again
agina->again
aginst->against
agircultural->agricultural
agknowledge->acknowledge
aglorithm->algorithm
agorithm->algorithm
agracultural->agricultural
agrain->again
agred->agreed
agreeded->agreed
agreee->agree
agreeed->agreed
agreeement->agreement
agreeements->agreements
agreemnet->agreement
agreemnets->agreements
agreemnt->agreement
agreemnts->agreements
agregate->aggregate
agreggate->aggregate
agrement->agreement
agrements->agreements
agrgument->argument
agrguments->arguments
agriculteral->agricultural
agricultral->agricultural
agricultrual->agricultural
agricultual->agricultural
agriculturual->agricultural
agriculutral->agricultural
agrigultural->agricultural
agrocultural->agricultural
agrred->agreed
agrrement->agreement
agruement->argument
agruements->arguments
agrument->argument
agruments->arguments
agsinst->against
agument->argument
aguments->arguments
agurement->argument
ahed->ahead
ahere->here
ahev->have
ahlpa->alpha
ahould->should
ahppen->happen
ahppy->happy
ahve->have
ahven't->haven't
ahving->having
aicraft->aircraft
ailgn->align
aincent->ancient
aiport->airport
airboner->airborne
airbore->airborne
airborn->airborne
airbourne->airborne
airbrone->airborne
aircaft->aircraft
aircarft->aircraft
aircrafts->aircraft
airial->aerial
airpost->airport
airrcraft->aircraft
airrport->airport
aisian->Asian
aithentication->authentication
aixs->axis
ajacent->adjacent
ajust->adjust
ajusted->adjusted
ajusting->adjusting
ajustment->adjustment
aknowledge->acknowledge
aks->ask
aksed->asked
aksing->asking
aktivate->activate
aktivated->activated
aktivates->activates
aktivation->activation
aktivities->activities
aktivity->activity
alaready->already
albumns->albums
alchohol->alcohol
alchol->alcohol
alchool->alcohol
alcohal->alcohol
aldutery->adultery
aleady->already
aleays->always
alerady->already
alernate->alternate
alernative->alternative
alernatively->alternatively
alevt->alert
alforithm->algorithm
alghorithm->algorithm
alghoritm->algorithm
algined->aligned
alginment->alignment
algins->aligns
algohm->algorithm
algoirthm->algorithm
algoithm->algorithm
algolithm->algorithm
algoorithm->algorithm
algoprithm->algorithm
algorgithm->algorithm
algorhithm->algorithm
algorhitm->algorithm
algorhtm->algorithm
algorhythm->algorithm
algorhytm->algorithm
algorightm->algorithm
algorihm->algorithm
algorihtm->algorithm
algorith->algorithm
algorithem->algorithm
algorithim->algorithm
algorithmi->algorithm
algorithmm->algorithm
algorithmn->algorithm
algorithmo->algorithm
algorithum->algorithm
algorithym->algorithm
algorithyms->algorithm
algoritm->algorithm
algoroithm->algorithm
algororithm->algorithm
algorothm->algorithm
algorrithm->algorithm
algorritm->algorithm
algorthim->algorithm
algorthin->algorithm
algorthm->algorithm
algorthn->algorithm
algorthym->algorithm
algorthyn->algorithm
algortihm->algorithm
algortim->algorithm
algortism->algorithm
algortithm->algorithm
algoruthm->algorithm
algorwwithm->algorithm
algorythem->algorithm
algorythim->algorithm
algorythm->algorithm
algothitm->algorithm
algotighm->algorithm
algotihm->algorithm
algotirhm->algorithm
algotithm->algorithm
algotrithm->algorithm
algrithm->algorithm
alha->alpha
alhabetical->alphabetical
alhapetical->alphabetical
alhough->although
alhpa->alpha
alhpabetical->alphabetical
aliagn->align
aliged->aligned
aligh->align
alighed->aligned
alighment->alignment
alighn->align
alighned->aligned
alighnment->alignment
alighns->aligns
alighs->aligns
aligin->align
aligined->aligned
aliginment->alignment
aligins->aligns
aligment->alignment
aligmnet->alignment
alignament->alignment
alignation->alignment
alignd->aligned
alignemnt->alignment
alignemt->alignment
alignmant->alignment
alignmeent->alignment
alignmen->alignment
alignmenet->alignment
alignmenton->alignment on
alignmet->alignment
alignmment->alignment
alignmnet->alignment
alignmnt->alignment
alimunium->aluminium
alinged->aligned
alingment->alignment
alings->aligns
alinment->alignment
allaince->alliance
allcate->allocate
allcation->allocation
allcoate->allocate
allcoated->allocated
allcoation->allocation
alled->called
allianse->alliance
allif->all if
allign->align
alligned->aligned
allignement->alignment
allignemnt->alignment
allignment->alignment
alligns->aligns
allinace->alliance
allk->all
alll->all
alllocate->allocate
alllocated->allocated
alllocation->allocation
alllow->allow
alllowed->allowed
alllows->allows
allmost->almost
alloacate->allocate
alloate->allocate
allocae->allocate
allocaed->allocated
allocaion->allocation
allocaite->allocate
allocaition->allocation
allocaiton->allocation
allocal->allocate
allocarion->allocation
allocat->allocate
allocatedi->allocated
allocatedp->allocated
allocaton->allocation
allocatote->allocate
allocatrd->allocated
allocattion->allocation
alloccate->allocate
alloccated->allocated
allocte->allocate
allocted->allocated
alloction->allocation
alloed->allowed
alloews->allows
allong->along
allos->allows
allowence->allowance
allpication->application
allpications->applications
allreight->all right
allright->all right
allso->also
allthough->although
alltough->although
allwance->allowance
allways->always
allwed->allowed
allwing->allowing
allwo->allow
allwoance->allowance
allwoed->allowed
allwoing->allowing
allwos->allows
allws->allows
allwys->always
almightly->almighty
almighy->almighty
almigthy->almighty
almoast->almost
almostly->almost
almsot->almost
alo->also
alocate->allocate
alocated->allocated
alochol->alcohol
alog->along
alogirhtm->algorithm
alogirthm->algorithm
alogned->aligned
alognment->alignment
alogns->aligns
alogorithm->algorithm
alogrithm->algorithm
alomost->almost
alomst->almost
aloow->allow
aloowance->allowance
aloowed->allowed
aloowing->allowing
aloows->allows
alorithm->algorithm
alos->also
alot->a lot
alow->allow
alowed->allowed
alowing->allowing
alows->allows
alpabetical->alphabetical
alpah->alpha
alpahabetical->alphabetical
alpahbetical->alphabetical
alpbabetical->alphabetical
alph->alpha
alphabeticall->alphabetical
alphabeticly->alphabetical
alphapeicall->alphabetical
alphapetical->alphabetical
alphbetical->alphabetical
alrady->already
alraedy->already
alread->already
alreadh->already
alreadly->already
alreadt->already
alreasy->already
alreay->already
alreayd->already
alreaydy->already
alreday->already
alredy->already
alreeady->already
alreight->all right
alrelady->already
alrogithm->algorithm
alrorythm->algorithm
alrteady->already
alse->also
alsmost->almost
alsoneeds->also needs
alsot->also
alsready->already
alsso->also
alsways->always
altantic->Atlantic
alteast->at least
altenate->alternate
altenative->alternative
altenatively->alternatively
alterady->already
alterantive->alternative
alterantively->alternatively
alterative->alternative
alteratively->alternatively
alternaive->alternative
alternaively->alternatively
alternarive->alternative
alternarively->alternatively
alternateively->alternatively
alternatiely->alternatively
alternatiev->alternative
alternatieve->alternative
alternatievly->alternatively
alternativelly->alternatively
alternativey->alternatively
alternativley->alternatively
alternativly->alternatively
alternatve->alternative
alternatvely->alternatively
alternatvie->alternative
alternavte->alternative
alternavtely->alternatively
alternavtive->alternative
alternavtively->alternatively
alternetive->alternative
alternetively->alternatively
alternitavely->alternatively
alternitiv->alternative
alternitive->alternative
alternitively->alternatively
alternitivly->alternatively
altetnative->alternative
altetnatively->alternatively
althogh->although
althoguh->although
althorithm->algorithm
althoug->although
althought->although
althougth->although
althouth->although
altitide->altitude
altitute->altitude
altogehter->altogether
altogher->altogether
altogheter->altogether
altough->although
altought->although
altready->already
altso->also
alue->value
alues->values
alvorithm->algorithm
alwais->always
alwas->always
alwast->always
alwasy->always
alwasys->always
alwats->always
alwaus->always
alwauys->always
alwyas->always
alwys->always
alyer->layer
alyers->layers
alyways->always
ambedded->embedded
ambien->ambient
ambigious->ambiguous
ambigous->ambiguous
ambiguious->ambiguous
ambiguos->ambiguous
ambiguuous->ambiguous
amde->made
amercian->American
americ->America
americain->American
americam->American
amgle->angle
amgles->angles
amibguous->ambiguous
amiguous->ambiguous
amke->make
amkes->makes
amking->making
amministrative->administrative
ammong->among
ammoung->among
ammount->amount
ammounts->amounts
amny->many
amongs->among
amonut->amount
amound->amount
amounds->amounts
amoung->among
amout->amount
amoutn->amount
amoutns->amounts
amouts->amounts
ampty->empty
amuch->much
amung->among
amunition->ammunition
amunt->amount
anad->and
analaog->analog
analig->analog
analises->analysis
analisis->analysis
analisys->analysis
analsyes->analyses
analsyis->analysis
analyis->analysis
analyises->analyses
analyisis->analysis
analyseas->analyses
analysees->analyses
analyseles->analyses
analysens->analyses
analyseres->analyses
analysiis->analysis
analysise->analyses
analysises->analyses
analysisto->analysis to
analysus->analysis
analysy->analysis
analysys->analysis
analyzies->analysis
analyzis->analysis
ananlog->analog
ananlyses->analyses
ananlysis->analysis
anaylses->analyses
anaylsis->analysis
anaylsises->analyses
anaysis->analysis
anbd->and
anceint->ancient
ancesetors->ancestors
ancesteres->ancestors
ancesters->ancestors
ancestores->ancestors
anchestors->ancestors
ancinet->ancient
andd->and
andf->and
andled->handled
andler->handler
andling->handling
andthe->and the
ane->and
anevironment->environment
anfd->and
angluar->angular
anguage->language
angualr->angular
anguluar->angular
anhoter->another
anicent->ancient
anid->and
animaed->animated
animaion->animation
animaited->animated
animaition->animation
animaiton->animation
animatied->animated
animatiion->animation
animaton->animation
animatted->animated
animeted->animated
animetion->animation
animore->anymore
aninated->animated
anination->animation
anithing->anything
aniway->anyway
aniwhere->anywhere
anlayses->analyses
anlge->angle
anlyses->analyses
anlysis->analysis
anme->name
anmed->named
anmes->names
anmespace->namespace
anming->naming
anmore->anymore
annd->and
annimal->animal
annoint->anoint
annointed->anointed
annointing->anointing
annother->another
anntena->antenna
anoher->another
anohter->another
anonther->another
anotehr->another
anoter->another
anothe->another
anothr->another
anount->amount
anout->about
anouther->another
ansd->and
anser->answer
ansered->answered
ansering->answering
ansers->answers
ansesters->ancestors
ansestors->ancestors
answe->answer
answerd->answered
answere->answer
answeres->answers
answhare->answer
answhared->answered
answhareing->answering
answhares->answers
answharing->answering
answhars->answers
anteena->antenna
antennea->antenna
antennna->antenna
anthing->anything
anthor->another
antoher->another
antry->entry
antyhing->anything
anuglar->angular
anumber->a number
anuwhere->anywhere
anway->anyway
anways->anyway
anwer->answer
anwers->answers
anwhere->anywhere
anwser->answer
anwsered->answered
anwsering->answering
anwsers->answers
anyawy->anyway
anye->any
anyhing->anything
anyhting->anything
anyhwere->anywhere
anynmore->anymore
anyoens->anyone
anyonse->anyone
anytghing->anything
anythig->anything
anythign->anything
anythimng->anything
anythng->anything
anytihng->anything
anyting->anything
anytning->anything
anytrhing->anything
anytthing->anything
anytying->anything
anywere->anywhere
anywya->anyway
anyy->any
aobut->about
aond->and
aorund->around
aoto->auto
aotomated->automated
aotomatic->automatic
aotomatical->automatic
aotomaticall->automatically
aotomatically->automatically
aovid->avoid
aovoid->avoid
aparantly->apparently
aparatus->apparatus
aparently->apparently
aparrently->apparently
apdate->update
apdated->updated
apdates->updates
apdating->updating
apeal->appeal
apearance->appearance
apeared->appeared
apears->appears
apect->aspect
apeend->append
apend->append
aphabetical->alphabetical
aplha->alpha
aplhabetical->alphabetical
aplicabile->applicable
aplication->application
aplications->applications
aplied->applied
aplies->applies
apllicatin->application
apllicatins->applications
apllication->application
apllications->applications
apllied->applied
apllies->applies
aplly->apply
apllying->applying
aply->apply
aplyed->applied
aplying->applying
apointed->appointed
apointment->appointment
apon->upon
aposlte->apostle
aposltes->apostles
appaer->appear
appaered->appeared
appaers->appears
appar->appear
apparance->appearance
apparantely->apparently
apparantly->apparently
appareal->apparel
appareance->appearance
appared->appeared
apparenlty->apparently
apparenly->apparently
apparentely->apparently
apparenty->apparently
appares->appears
apparoch->approach
apparrel->apparel
apparrently->apparently
appars->appears
appart->apart
appearane->appearance
appearantly->apparently
appeard->appeared
appeareance->appearance
appearence->appearance
appearently->apparently
appeares->appears
appearnace->appearance
appearrs->appears
appeasr->appears
appedn->append
appendt->append
appent->append
apperance->appearance
apperantly->apparently
apperar->appear
apperarance->appearance
apperared->appeared
apperars->appears
apperead->appeared
appereance->appearance
appered->appeared
apperently->apparently
appers->appears
appicable->applicable
appicaliton->application
appicalitons->applications
appication->application
appications->applications
appied->applied
appies->applies
applay->apply
applayed->applied
applaying->applying
applays->applies
applcable->applicable
applcation->application
applcations->applications
applciable->applicable
applciation->application
applciations->applications
appliable->applicable
appliacable->applicable
appliacation->application
appliacations->applications
appliacble->applicable
appliaction->application
appliactions->applications
appliation->application
appliations->applications
applicabel->applicable
applicaion->application
applicaions->applications
applicaition->application
applicaitions->applications
applicaiton->application
applicaitons->applications
applicalbe->applicable
applicaple->applicable
applicatable->applicable
applicaten->application
applicatin->application
applicatino->application
applicatins->applications
applicatio->application
applicationb->application
applicatios->applications
applicatiosn->applications
applicaton->application
applicatons->applications
applicble->applicable
applicible->applicable
applictaion->application
applictaions->applications
appliction->application
applictions->applications
applide->applied
applikation->application
applikations->applications
appling->applying
applizes->applies
appllicable->applicable
appllication->application
appllications->applications
appllied->applied
appllies->applies
applly->apply
appllying->applying
applyable->applicable
applycable->applicable
applycation->application
applycations->applications
applyd->applied
applyed->applied
applyes->applies
applyicable->applicable
applyication->application
applyications->applications
applyied->applied
applyies->applies
applyig->applying
applys->applies
applyting->applying
appned->append
appoach->approach
appoinment->appointment
appointement->appointment
appointmet->appointment
appointmnet->appointment
appoitment->appointment
appoitnment->appointment
appon->upon
appontment->appointment
appopriate->appropriate
apporach->approach
apporiate->appropriate
apporoval->approval
apporoved->approved
apporpiate->appropriate
apporpriate->appropriate
apportunity->opportunity
apporval->approval
apporved->approved
appoval->approval
appoved->approved
appparently->apparently
apppear->appear
apppearance->appearance
apppeared->appeared
apppears->appears
apppend->append
appplicable->applicable
appplication->application
appplications->applications
appplied->applied
appplies->applies
appply->apply
appplying->applying
apppriate->appropriate
appproach->approach
apppropriate->appropriate
apprach->approach
appraently->apparently
appraoch->approach
apprarently->apparently
apprear->appear
apprearance->appearance
appreared->appeared
apprears->appears
apprently->apparently
appriopriate->appropriate
appripriate->appropriate
appriproate->appropriate
approbiate->appropriate
approch->approach
approiate->appropriate
approopriate->appropriate
appropach->approach
approperiate->appropriate
appropiate->appropriate
appropirate->appropriate
approppriate->appropriate
appropraite->appropriate
approprate->appropriate
appropriage->appropriate
appropriat->appropriate
appropriatee->appropriate
appropriete->appropriate
appropritae->appropriate
appropritate->appropriate
approprite->appropriate
approproate->appropriate
appropropiate->appropriate
appropropreate->appropriate
appropropriate->appropriate
approprpiate->appropriate
approriate->appropriate
approrpriate->appropriate
approuval->approval
approuved->approved
approvel->approval
apprpriate->appropriate
appy->apply
appying->applying
aproach->approach
aproch->approach
aprogram->a program
aprooved->approved
apropiate->appropriate
apropriate->appropriate
aproval->approval
aproved->approved
aprrovement->approval
apsect->aspect
apsotle->apostle
apsotles->apostles
aptitudine->aptitude
aqain->again
aqcuire->acquire
aqcuisition->acquisition
aqquire->acquire
aquire->acquire
aquisition->acquisition
arameter->parameter
arameters->parameters
arangement->arrangement
araound->around
ararbic->arabic
aray->array
arays->arrays
arbort->abort
arborted->aborted
archetecture->architecture
archictecture->architecture
archicture->architecture
archiecture->architecture
archietecture->architecture
architcture->architecture
architechture->architecture
architechure->architecture
architectue->architecture
architectur->architecture
architectuur->architecture
architecure->architecture
architecutre->architecture
architecuture->architecture
architetcure->architecture
architeture->architecture
architexture->architecture
architure->architecture
archor->anchor
archtecture->architecture
archtiecture->architecture
archtitecture->architecture
archve->archive
archvie->archive
arcitechture->architecture
arcitecture->architecture
arcive->archive
arcticle->article
arcticles->articles
arctifact->artifact
are'nt->aren't
aready->already
areea->area
aregument->argument
areguments->arguments
aren's->aren't
argement->argument
argements->arguments
argemnt->argument
argemnts->arguments
argeument->argument
argeuments->arguments
argicultural->agricultural
argment->argument
argments->arguments
argmument->argument
argmuments->arguments
argreement->agreement
argreements->agreements
arguement->argument
arguements->arguments
arguemet->argument
arguemets->arguments
arguemnet->argument
arguemnets->arguments
arguemnt->argument
arguemnts->arguments
arguemtn->argument
arguemtns->arguments
arguents->arguments
argumant->argument
argumants->arguments
argumeent->argument
argumeents->arguments
argumement->argument
argumements->arguments
argumemnt->argument
argumemnts->arguments
argumen->argument
argumeng->argument
argumengs->arguments
argumens->arguments
argumenst->arguments
argumentents->arguments
argumentos->arguments
argumeny->argument
argumenys->arguments
argumernt->argument
argumernts->arguments
argumet->argument
argumetn->argument
argumetns->arguments
argumets->arguments
argumnet->argument
argumnets->arguments
argumnt->argument
argumnts->arguments
arhitecture->architecture
arhive->archive
ariborne->airborne
aricraft->aircraft
arious->various
ariport->airport
arised->arose
aritcle->article
aritcles->articles
aritfact->artifact
aritficial->artificial
arithemetic->arithmetic
arithemtic->arithmetic
arithmatic->arithmetic
arithmentic->arithmetic
arithmetc->arithmetic
arithmethic->arithmetic
arithmetric->arithmetic
arithmitic->arithmetic
aritmethic->arithmetic
aritmetic->arithmetic
aritst->artist
arive->arrive
arived->arrived
arleady->already
arlready->already
arn't->aren't
arne't->aren't
arond->around
aronud->around
aroud->around
aroudn->around
arouind->around
aroun->around
arounf->around
aroung->around
arount->around
arquitecture->architecture
arquive->archive
arraay->array
arraays->arrays
arrage->arrange
arragement->arrangement
arragne->arrange
arraies->arrays
arraival->arrival
arraive->arrive
arraived->arrived
arral->array
arramge->arrange
arrance->arrange
arrancement->arrangement
arrane->arrange
arranement->arrangement
arranent->arrangement
arrang->arrange
arrangemenet->arrangement
arrangmeent->arrangement
arrangmenet->arrangement
arrangment->arrangement
arrangt->arrangement
arrangte->arrange
arrangtement->arrangement
arranment->arrangement
arraows->arrows
arrary->array
arrarys->arrays
arraye->array
arrayes->arrays
arreay->array
arreays->arrays
arrenge->arrange
arrengement->arrangement
arrey->array
arreys->arrays
arrgument->argument
arrguments->arguments
arrised->arose
arrivial->arrival
arrivie->arrive
arrivied->arrived
arrnage->arrange
arro->arrow
arros->arrows
arround->around
arrrange->arrange
arrrangement->arrangement
arrray->array
arrrays->arrays
arrrival->arrival
arrrive->arrive
arrrived->arrived
arrtibute->attribute
arrya->array
arryas->arrays
arrys->arrays
artcile->article
artciles->articles
artcle->article
artcles->articles
arthimetic->arithmetic
articaft->artifact
artical->article
articals->articles
articat->artifact
artice->article
articel->article
articels->articles
artices->articles
articifial->artificial
artifac->artifact
artifacto->artifact
artifcat->artifact
artificail->artificial
artifical->artificial
artificiell->artificial
artificiella->artificial
artifict->artifact
artihmetic->arithmetic
artilce->article
artilces->articles
artsit->artist
artument->argument
artuments->arguments
arugement->argument
arugements->arguments
arugment->argument
arugments->arguments
arument->argument
aruments->arguments
arund->around
asai->Asia
asain->Asian
asbolute->absolute
asbolutelly->absolutely
asbolutely->absolutely
ascconciated->associated
asceding->ascending
ascic->ASCII
ascneding->ascending
ascpect->aspect
ascripts->scripts
asdignment->assignment
asemble->assemble
asembled->assembled
asemblies->assemblies
asembly->assembly
asending->ascending
asent->ascent
asessment->assessment
asfar->as far
asgolute->absolute
asign->assign
asigned->assigned
asignmend->assignment
asignment->assignment
asii->ascii
asisstance->assistance
asisstant->assistant
asistance->assistance
asistant->assistant
aske->ask
askes->asks
askign->asking
aslo->also
asnd->and
asnwer->answer
asnwered->answered
asnwering->answering
asnwers->answers
asny->any
asociated->associated
asociation->association
asociations->associations
asolute->absolute
aspected->expected
assamble->assemble
asscciated->associated
asscciation->association
asscciations->associations
assciated->associated
assciation->association
assciations->associations
asscii->ASCII
asscociated->associated
asscociation->association
asscociations->associations
asscoitaed->associated
asscoitaion->association
asscoitaions->associations
assebly->assembly
assebmly->assembly
assembe->assemble
assembed->assembled
assembeld->assembled
assemblare->assemble
assembley->assembly
assemblys->assemblies
assemby->assembly
assement->assessment
assemlies->assemblies
assemly->assembly
assemmbly->assembly
assemnly->assembly
assemple->assemble
assending->ascending
assesmenet->assessment
assesment->assessment
assessmant->assessment
assgin->assign
assgined->assigned
assginment->assignment
assicated->associated
assication->association
assications->associations
assiciated->associated
assiciation->association
assiciations->associations
assicieted->associated
assicietion->association
assicietions->associations
asside->aside
assiged->assigned
assigend->assigned
assigh->assign
assighed->assigned
assigment->assignment
assigmnent->assignment
assignement->assignment
assignemnt->assignment
assignemtn->assignment
assignend->assigned
assignenment->assignment
assignenmet->assignment
assignmenet->assignment
assignmet->assignment
assignmetn->assignment
assignmnet->assignment
assignt->assign
assignted->assigned
assigntment->assignment
assihn->assign
assihned->assigned
assihnment->assignment
assime->assume
assiming->assuming
assined->assigned
assing->assign
assinged->assigned
assingled->assigned
assingment->assignment
assingn->assign
assingned->assigned
assingnment->assignment
assinment->assignment
assiocated->associated
assiocation->association
assiocations->associations
assiociated->associated
assiociation->association
assiociations->associations
assisance->assistance
assisant->assistant
assisstance->assistance
assisstant->assistant
assistence->assistance
assitance->assistance
assitant->assistant
assitsance->assistance
assitsant->assistant
assmeble->assemble
assmebly->assembly
assmume->assume
assmuming->assuming
assoaiated->associated
assoaiation->association
assoaiations->associations
assocaited->associated
assocaition->association
assocaitions->associations
assocated->associated
assocation->association
assocations->associations
assocciated->associated
assocciation->association
assocciations->associations
associaed->associated
associatated->associated
associatation->association
associatations->associations
associatd->associated
associateed->associated
associateion->association
associateions->associations
associatied->associated
associcated->associated
assocication->association
assocications->associations
associdated->associated
associdation->association
associdations->associations
associeated->associated
associeation->association
associeations->associations
associeted->associated
associetion->association
associetions->associations
associted->associated
assocition->association
associtions->associations
associuated->associated
assoction->association
assoiated->associated
assoiation->association
assoiations->associations
assoicated->associated
assoication->association
assoications->associations
assoiciated->associated
assoiciation->association
assoiciations->associations
assosciated->associated
assosciation->association
assosciations->associations
assosiacition->association
assosiacitions->associations
assosiacted->associated
assosiated->associated
assosiation->association
assosiations->associations
assotiated->associated
assotiation->association
assotiations->associations
assoziated->associated
assoziations->associations
asssembly->assembly
asssessment->assessment
assset->asset
asssets->assets
asssign->assign
asssigned->assigned
asssignment->assignment
asssociated->associated
asssociation->association
asssociations->associations
asssume->assume
asssuming->assuming
assualt->assault
assue->assume
assuembly->assembly
assum->assume
assumang->assuming
assumbe->assume
assumbing->assuming
assumimg->assuming
assumin->assuming
assumking->assuming
assumme->assume
assumming->assuming
assumne->assume
assumning->assuming
assumong->assuming
assumu->assume
assumue->assume
assumuing->assuming
assumung->assuming
astiimate->estimate
astiimation->estimation
asudo->sudo
asume->assume
asuming->assuming
aswell->as well
aswer->answer
aswered->answered
aswering->answering
aswers->answers
atach->attach
atached->attached
atachment->attachment
atachments->attachments
atack->attack
atalog->catalog
atatch->attach
atatched->attached
atatchment->attachment
atatchments->attachments
ategories->categories
ategory->category
atempt->attempt
atempting->attempting
atempts->attempts
atendance->attendance
atendee->attendee
atention->attention
aterny->attorney
atfer->after
atfernoon->afternoon
atferward->afterward
atferwards->afterwards
ather->other
athough->although
atleast->at least
atll->all
atmoic->atomic
atmost->at most
atomacically->automatically
atomated->automated
atomatic->automatic
atomatically->automatically
atomical->atomic
atomtical->automatic
atomtically->automatically
atomticaly->automatically
atomticlly->automatically
atomticly->automatically
atorney->attorney
atribut->attribute
atribute->attribute
atributes->attributes
atributs->attributes
atrribute->attribute
atrributes->attributes
atrtribute->attribute
atrtributes->attributes
atructural->structural
atructure->structure
atructures->structures
attaced->attached
attachd->attached
attachemnt->attachment
attachemnts->attachments
attachen->attach
attachged->attached
attachmant->attachment
attachmants->attachments
attacht->attach
attachted->attached
attachtment->attachment
attachtments->attachments
attacs->attacks
attacthed->attached
attampt->attempt
attampting->attempting
attampts->attempts
attand->attend
attandance->attendance
attandee->attendee
attandees->attendees
attantion->attention
attatch->attach
attatched->attached
attatchment->attachment
attatchments->attachments
attch->attach
attched->attached
attchment->attachment
attchments->attachments
attement->attempt
attementing->attempting
attements->attempts
attemp->attempt
attemping->attempting
attemppt->attempt
attemps->attempts
attemptes->attempts
attemptting->attempting
attemt->attempt
attemting->attempting
attemtp->attempt
attemtping->attempting
attemtps->attempts
attemtpts->attempts
attemts->attempts
attendence->attendance
attension->attention
attepmpt->attempt
attept->attempt
attepting->attempting
attepts->attempts
attetntion->attention
attibute->attribute
attibutes->attributes
attirbute->attribute
attirbutes->attributes
attiribute->attribute
attitide->attitude
attmept->attempt
attmepting->attempting
attmepts->attempts
attmpt->attempt
attmpting->attempting
attmpts->attempts
attnetion->attention
attrbiute->attribute
attrbiutes->attributes
attrbute->attribute
attrbutes->attributes
attribbute->attribute
attribbutes->attributes
attribiute->attribute
attribiutes->attributes
attribte->attribute
attribtue->attribute
attribtues->attributes
attribtute->attribute
attribtutes->attributes
attribude->attribute
attribuet->attribute
attribuets->attributes
attribuites->attributes
attribure->attribute
attribures->attributes
attriburte->attribute
attriburtes->attributes
attributei->attribute
attributess->attributes
attributre->attribute
attributres->attributes
attribye->attribute
attribyes->attributes
attribyte->attribute
attribytes->attributes
attriebute->attribute
attriebutes->attributes
attrirbute->attribute
attrirbutes->attributes
attritube->attribute
attritubes->attributes
attriubte->attribute
attriubtes->attributes
attriubute->attribute
attriubutes->attributes
attriute->attribute
attriutes->attributes
attrribute->attribute
attrributes->attributes
attrubite->attribute
attrubites->attributes
attrubte->attribute
attrubtes->attributes
attrubure->attribute
attrubures->attributes
attrubute->attribute
attrubutes->attributes
attrubyte->attribute
attrubytes->attributes
attruibute->attribute
attruibutes->attributes
atttach->attach
atttached->attached
atttachment->attachment
atttachments->attachments
atttack->attack
atttacked->attacked
atttacker->attacker
atttackers->attackers
atttacking->attacking
atttacks->attacks
atttempt->attempt
atttempting->attempting
atttempts->attempts
atttention->attention
atttribute->attribute
atttributes->attributes
atual->actual
atually->actually
atuhentication->authentication
auccess->success
audeince->audience
audiance->audience
aufter->after
augument->argument
auguments->arguments
auhtentication->authentication
auhtor->author
auhtorities->authorities
auhtority->authority
auhtorization->authorization
auhtorized->authorized
aumatically->automatically
aunthentication->authentication
auot->auto
auotmated->automated
auotmatic->automatic
auotmatically->automatically
auromated->automated
austrailian->Australian
autentication->authentication
authecation->authentication
authenatication->authentication
authencation->authentication
authenciation->authentication
authencication->authentication
authenctication->authentication
authendication->authentication
authenentication->authentication
authenfiion->authentication
authenicaion->authentication
authenication->authentication
authenification->authentication
authenitcation->authentication
authenitication->authentication
authenrication->authentication
authentation->authentication
authentcation->authentication
authentciation->authentication
authenticaion->authentication
authenticaiton->authentication
authenticateion->authentication
authenticaton->authentication
authentiction->authentication
auther->author
autherities->authorities
autherity->authority
autherization->authorization
autherized->authorized
authethentication->authentication
authethication->authentication
authetication->authentication
authetnication->authentication
authetntication->authentication
authoer->author
authoities->authorities
authoity->authority
authoization->authorization
authoized->authorized
authorites->authorities
authorithy->authority
authoritiers->authorities
authorizeed->authorized
authro->author
authroities->authorities
authroity->authority
authroization->authorization
authroized->authorized
authror->author
authrorities->authorities
authrority->authority
authrorization->authorization
authrorized->authorized
autimatic->automatic
autimatically->automatically
autio->audio
autmated->automated
autmatic->automatic
autmatically->automatically
autofomat->autoformat
autohorized->authorized
automaatically->automatically
automaitc->automatic
automaitcally->automatically
automatcally->automatically
automatially->automatically
automaticallly->automatically
automaticaly->automatically
automaticalyl->automatically
automaticalyy->automatically
automaticlly->automatically
automaticly->automatically
autometic->automatic
autometically->automatically
automical->automatic
automically->automatically
automicaly->automatically
automicatilly->automatically
automiclly->automatically
automicly->automatically
automtic->automatic
automtically->automatically
autority->authority
autorization->authorization
autorized->authorized
auxialiary->auxiliary
auxilary->auxiliary
auxilery->auxiliary
auxillary->auxiliary
auxillery->auxiliary
auxilliary->auxiliary
auxiluary->auxiliary
auxliliary->auxiliary
avaiability->availability
avaiable->available
avaialability->availability
avaialable->available
avaialbaility->availability
avaialbale->available
avaialbe->available
avaialbel->available
avaialbility->availability
avaialble->available
avaibility->availability
avaiblability->availability
avaiblable->available
avaible->available
avaiiability->availability
avaiiable->available
avaiibility->availability
avaiible->available
avaiilability->availability
avaiilable->available
availaability->availability
availaable->available
availabability->availability
availabable->available
availabaility->availability
availabal->available
availabale->available
availabality->availability
availabbility->availability
availabble->available
availabe->available
availabed->available
availabel->available
availabele->available
availabelity->availability
availabile->available
availabillity->availability
availabilty->availability
availabke->available
availabl->available
availabled->available
availablen->available
availablility->availability
availablity->availability
availablle->available
availabyl->available
availaiability->availability
availaiable->available
availaibility->availability
availaible->available
availailability->availability
availailable->available
availaility->availability
availalability->availability
availalable->available
availalbe->available
availalbility->availability
availalble->available
availale->available
availaliability->availability
availaliable->available
availality->availability
availanility->availability
availanle->available
availavbility->availability
availavble->available
availavility->availability
availavle->available
availbability->availability
availbable->available
availbaility->availability
availbale->available
availbe->available
availbility->availability
availble->available
availeability->availability
availeable->available
availebility->availability
availeble->available
availiability->availability
availiable->available
availibility->availability
availibilty->availability
availibity->availability
availible->available
availlability->availability
availlable->available
avalability->availability
avalable->available
avalaibility->availability
avalaible->available
avalaibles->available
avaliability->availability
avaliable->available
avalibaility->availability
avalibale->available
avalibility->availability
avalible->available
avaloability->availability
avaloable->available
avanced->advanced
avaoid->avoid
avarage->average
avarege->average
avary->every
avcoid->avoid
avearge->average
avengence->a vengeance
averge->average
avertising->advertising
avgerage->average
aviability->availability
aviable->available
avialability->availability
avialable->available
avialibility->availability
avialible->available
avilability->availability
avilable->available
aviod->avoid
avod->avoid
avoind->avoid
avoud->avoid
avove->above
avriable->variable
avriables->variables
avriant->variant
avtive->active
awnser->answer
awnsered->answered
awnsers->answers
awoid->avoid
awrning->warning
awrnings->warnings
awsome->awesome
awya->away
axises->axes
axix->axis
axpressed->expressed
aymore->anymore
aything->anything
ayways->always
baase->base
baased->based
baases->bases
baasic->basic
baasis->basis
bacame->became
bacause->because
baceause->because
bacend->backend
bacground->background
bacic->basic
backard->backward
backards->backwards
backbround->background
backedn->backend
backened->backend
backgorund->background
backgound->background
backgournd->background
backgrond->background
backgroound->background
backgroud->background
backgroudn->background
backgroun->background
backgroung->background
backgrount->background
backgrouund->background
backgrund->background
backgruond->background
backkground->background
backned->backend
backound->background
backrgound->background
backround->background
backwad->backwards
backwar->backward
backwardss->backwards
backware->backward
backwares->backwards
backwark->backward
backwarks->backwards
backwrad->backward
backwrads->backwards
bacomes->becomes
bacoming->becoming
bacup->backup
bacward->backward
bacwards->backwards
baed->based
bafore->before
bage->bag
bahavior->behavior
bahaviour->behaviour
baisc->basic
baised->raised
baising->raising
bakc->back
bakcend->backend
bakcground->background
bakcup->backup
bakcward->backward
bakcwards->backwards
bakground->background
bakup->backup
bakward->backward
bakwards->backwards
balace->balance
balaces->balances
balacing->balancing
balancin->balancing
balck->black
balence->balance
balences->balances
balencing->balancing
ballance->balance
ballances->balances
ballancing->balancing
balnk->blank
balse->false
banlance->balance
baout->about
baraches->branches
bargin->bargain
bariier->barrier
barnch->branch
barnches->branches
basci->basic
basf->base
bassic->basic
bassis->basis
bateries->batteries
batery->battery
battaries->batteries
battary->battery
battey->battery
bbefore->before
bboolean->boolean
bcak->back
bcause->because
beable->be able
beacause->because
beacuse->because
beahvior->behavior
beahviour->behaviour
beanches->branches
beatiful->beautiful
beause->because
beauti->beauty
beautifull->beautiful
beautiy->beauty
beautyfull->beautiful
beavior->behavior
beaviour->behaviour
bebefore->before
bebongs->belongs
bebore->before
becaause->because
becacdd->because
becahse->because
becamae->became
becaming->becoming
becaouse->because
becase->because
becasue->because
becasuse->because
becauae->because
becauase->because
becauce->because
becaue->because
becaues->because
becaus->because
becausee->because
becauseq->because
becauses->because
becausw->because
beccause->because
becoem->become
becomeing->becoming
becomin->becoming
becomme->become
becommes->becomes
becomming->becoming
becoms->becomes
becouse->because
becoz->because
bector->vector
becuase->because
becuse->because
becuz->because
becxause->because
bedore->before
beecause->because
beed->been
beeen->been
beefore->before
beetween->between
beetwen->between
beffer->buffer
befoer->before
befor->before
beforere->before
befores->before
beforing->before
befure->before
beggin->begin
beggingin->beginning
begginging->beginning
begginig->beginning
beggining->beginning
begginnig->beginning
begginning->beginning
beggins->begins
beghavior->behavior
begiin->begin
begiinning->beginning
begiins->begins
begines->begins
begining->beginning
beginining->beginning
begininng->beginning
beginnig->beginning
beginnin->beginning
beginnning->beginning
beginns->begins
behabior->behavior
behabiour->behaviour
behabviour->behaviour
behaivior->behavior
behaiviour->behaviour
behaiviuor->behaviour
behaivor->behavior
behaivour->behaviour
behavio->behavior
behaviou->behaviour
behavious->behaviour
behavioutr->behaviour
behaviro->behavior
behaviuor->behaviour
behavivor->behavior
behavivour->behaviour
behavoir->behavior
behavoiur->behaviour
behavoueir->behaviour
behavour->behaviour
behavrior->behavior
behavriour->behaviour
behinde->behind
behvaior->behavior
behvaiour->behaviour
behvior->behavior
behviour->behaviour
beigin->begin
beiginning->beginning
beinning->beginning
bejond->beyond
beleave->believe
beleaved->believed
beleaves->believes
beleif->belief
beleifed->believed
beleiv->believe
beleive->believe
beleived->believed
beleives->believes
beleve->believe
beleves->believes
beliefe->believe
beliefed->believed
beling->belong
beliv->believe
belive->believe
beloging->belonging
belogs->belongs
belond->belong
beloning->belonging
belowe->below
belown->below
belows->below
belwo->below
beneeth->beneath
beneits->benefits
benerate->generate
benetif->benefit
benetifs->benefits
benfit->benefit
benfits->benefits
beng->being
benhind->behind
benifit->benefit
benifite->benefit
benifits->benefits
benig->being
beofre->before
beond->beyond
berfore->before
berforming->performing
berween->between
besed->based
beseiged->besieged
besic->basic
besure->be sure
beteeen->between
beteen->between
beter->better
beteween->between
betrween->between
bettern->better
bettr->better
bettter->better
bettween->between
betwean->between
betwee->between
betweed->between
betweeen->between
betweem->between
betweend->between
betweent->between
betwen->between
betwene->between
betwenn->between
betwern->between
betwween->between
betwwen->between
beucase->because
beutiful->beautiful
bevause->because
bever->never
bevore->before
beweeen->between
beween->between
bewteen->between
beyone->beyond
beyong->beyond
beyound->beyond
bffer->buffer
bginning->beginning
bianry->binary
bidning->binding
biger->bigger
bigining->beginning
biginning->beginning
biinary->binary
bilt->built
binairy->binary
binanary->binary
binay->binary
binidng->binding
binrary->binary
birdge->bridge
birght->bright
birghtness->brightness
bisines->business
bisiness->business
bisnes->business
bisness->business
bisunes->business
bisuness->business
bitap->bitmap
bitis->bits
bitween->between
biuld->build
biulder->builder
biulders->builders
biulding->building
biuldings->buildings
bject->object
bjects->objects
blaim->blame
blanace->balance
blance->balance
blancing->balancing
blcok->block
blcoked->blocked
blcoking->blocking
blcoks->blocks
bleading->bleeding
blessd->blessed
blief->belief
blieve->believe
blieved->believed
blieves->believes
bloccks->blocks
blocekd->blocked
blockin->blocking
blockse->blocks
bloddy->bloody
blodk->block
blok->block
blokc->block
blokcing->blocking
blokcs->blocks
blokcss->blocks
bloked->blocked
bloking->blocking
bloks->blocks
blong->belong
blonged->belonged
blonging->belonging
blongs->belongs
bloock->block
bloocks->blocks
blurr->blur
bnecause->because
boads->boards
boardcast->broadcast
bocome->become
boddy->body
bodiese->bodies
boelean->boolean
boffer->buffer
bofore->before
bofy->body
bointer->pointer
bolean->boolean
boleen->boolean
bolor->color
bondary->boundary
bood->boot
bookmakr->bookmark
bookmar->bookmark
boold->bold
booleam->boolean
booleamn->boolean
booleen->boolean
boolen->boolean
boomark->bookmark
boomarks->bookmarks
boook->book
booolean->boolean
bootime->boot time
bootle->bottle
bootles->bottles
bootom->bottom
booundaries->boundaries
booundary->boundary
boounds->bounds
boraches->branches
borad->board
boradcast->broadcast
borken->broken
borwser->browser
bothe->both
boths->both
bottem->bottom
bottome->bottom
bottomn->bottom
bottonm->bottom
botttom->bottom
boudaries->boundaries
boudary->boundary
boudn->bound
boudnaries->boundaries
boudnary->boundary
boudns->bounds
bouds->bounds
bouind->bound
bouinds->bounds
boun->bound
bounaaries->boundaries
bounaary->boundary
bounad->bound
bounadaries->boundaries
bounadary->boundary
bounadries->boundaries
bounadry->boundary
bounads->bounds
bounardies->boundaries
bounardy->boundary
bounaries->boundaries
bounary->boundary
bounbdaries->boundaries
bounbdary->boundary
boundares->boundaries
boundart->boundary
boundaryi->boundary
boundarys->boundaries
bounday->boundary
boundays->boundaries
bounderies->boundaries
boundery->boundary
boundrary->boundary
boundries->boundaries
boundry->boundary
bounduaries->boundaries
boungaries->boundaries
boungary->boundary
bounhdaries->boundaries
bounhdary->boundary
bounnd->bound
bounndaries->boundaries
bounndary->boundary
bounnds->bounds
bounradies->boundaries
bounrady->boundary
bounraies->boundaries
bounraries->boundaries
bounrary->boundary
bounray->boundary
bounsaries->boundaries
bounsary->boundary
bounsd->bounds
bount->bound
bountries->boundaries
bountry->boundary
bounudaries->boundaries
bounudary->boundary
bounus->bonus
bouund->bound
bouunds->bounds
braches->branches
brackeds->brackets
bracketwith->bracket with
brackground->background
bracnh->branch
bracnhes->branches
bradcast->broadcast
brakpoint->breakpoint
branc->branch
brances->branches
branchces->branches
branchesonly->branches only
brancheswith->branches with
branchs->branches
branchsi->branches
branck->branch
branckes->branches
brancket->bracket
branckets->brackets
brane->brain
braodcast->broadcast
breacket->bracket
breackets->brackets
breacking->breaking
breackpoint->breakpoint
breaked->broken
breakes->breaks
breal->break
breanches->branches
brefore->before
breif->brief
brekpoint->breakpoint
breshes->brushes
brethen->brethren
bretheren->brethren
brfore->before
bridg->bridge
brigde->bridge
brige->bridge
brigh->bright
brighness->brightness
brightnesss->brightness
brigth->bright
brigthnes->brightness
brigthness->brightness
bringin->bringing
brite->bright
brnach->branch
brnaches->branches
broacast->broadcast
broadcas->broadcast
broadcase->broadcast
broadcasti->broadcast
broadcat->broadcast
broardcast->broadcast
brobability->probability
brobably->probably
broblem->problem
broblems->problems
brockend->broken
brockened->broken
brodcast->broadcast
broked->broken
brokem->broken
brokend->broken
brokened->broken
bronken->broken
broser->browser
broswe->browse
broswer->browser
brough->brought
brower->browser
browswe->browse
browswer->browser
brwose->browse
brwoser->browser
btye->byte
btyes->bytes
bufefr->buffer
bufer->buffer
buffeur->buffer
bufffer->buffer
buffor->buffer
buffr->buffer
bufufer->buffer
buid->build
buider->builder
buiders->builders
buiding->building
buidings->buildings
buidl->build
buidler->builder
buidlers->builders
buidling->building
buidlings->buildings
buiild->build
buiilder->builder
buiilders->builders
buiilding->building
buiildings->buildings
buiilt->built
buik->bulk
buildd->build
buildder->builder
buildders->builders
buildding->building
builddings->buildings
builing->building
builings->buildings
builitn->built-in
builld->build
buillder->builder
buillders->builders
buillding->building
builldings->buildings
buillt->built
builter->builder
builters->builders
buinsess->business
buipd->build
buisiness->business
buisness->business
buissiness->business
buit->built
buitton->button
buittons->buttons
buld->build
bulder->builder
bulders->builders
bulding->building
buldings->buildings
bulid->build
bulider->builder
buliders->builders
buliding->building
bulidings->buildings
bulit->built
bulitin->built-in
bult->built
bunble->bundle
bundel->bundle
bundele->bundle
bunding->binding
bunlde->bundle
burried->buried
burtst->burst
busines->business
busineses->business
busness->business
bussines->business
bussiness->business
bussy->busy
butiful->beautiful
buton->button
buttin->button
buttins->buttons
buttoms->buttons
buttong->button
buttonn->button
buttonns->buttons
buttosn->buttons
buttton->button
butttons->buttons
buuild->build
buyed->bought
bve->be
bwtween->between
bycicle->bicycle
cababilities->capabilities
cabability->capability
cabable->capable
cabint->cabinet
cabnet->cabinet
cacahe->cache
cace->cache
cacel->cancel
caceled->canceled
cacellation->cancellation
cacelled->cancelled
cachse->cache
cacl->calc
caclate->calculate
cacluate->calculate
cacluated->calculated
cacluates->calculates
cacluating->calculating
cacluation->calculation
cacluations->calculations
caclucate->calculate
caclucation->calculation
caclucations->calculations
caclulate->calculate
caclulated->calculated
caclulates->calculates
caclulating->calculating
caclulation->calculation
caclulations->calculations
caculate->calculate
caculated->calculated
caculates->calculates
caculating->calculating
caculation->calculation
caculations->calculations
cadidate->candidate
caeful->careful
caefully->carefully
caendar->calendar
caese->cease
caesed->ceased
cafs->calves
cahacter->character
cahacters->characters
cahange->change
cahanged->changed
cahanges->changes
cahanging->changing
cahannel->channel
caharacter->character
caharacters->characters
caharcter->character
caharcters->characters
cahc->cache
cahce->cache
cahche->cache
cahdidate->candidate
cahe->cache
cahgne->change
cahgned->changed
cahgnes->changes
cahgning->changing
cahhel->channel
cahhels->channels
cahin->chain
cahinet->cabinet
cahins->chains
cahnge->change
cahnged->changed
cahnges->changes
cahnging->changing
cahnnel->channel
cahnnels->channels
cahr->char
cahracter->character
cahracters->characters
cahrging->charging
calalog->catalog
calandar->calendar
calander->calendar
calcalate->calculate
calcalated->calculated
calcalates->calculates
calcalating->calculating
calcalation->calculation
calcalations->calculations
calcaulte->calculate
calcaulted->calculated
calcaultes->calculates
calcaulting->calculating
calciulate->calculate
calciulating->calculating
calclate->calculate
calclated->calculated
calclates->calculates
calclating->calculating
calclation->calculation
calclations->calculations
calcluate->calculate
calcluated->calculated
calcluates->calculates
calcluating->calculating
calcluation->calculation
calcluations->calculations
calclulate->calculate
calclulated->calculated
calclulates->calculates
calclulating->calculating
calclulation->calculation
calclulations->calculations
calcualate->calculate
calcualated->calculated
calcualates->calculates
calcualating->calculating
calcualation->calculation
calcualations->calculations
calcualion->calculation
calcualions->calculations
calcualte->calculate
calcualted->calculated
calcualtes->calculates
calcualting->calculating
calcualtion->calculation
calcualtions->calculations
calcuate->calculate
calcuated->calculated
calcuates->calculates
calcuating->calculating
calcuation->calculation
calcuations->calculations
calculaion->calculation
calculalate->calculate
calculalated->calculated
calculalates->calculates
calculalating->calculating
calculat->calculate
calculataed->calculated
calculatd->calculated
calculationgs->calculations
calculaton->calculation
calculatons->calculations
calculats->calculates
calculatted->calculated
calculattion->calculation
calculattions->calculations
calculaution->calculation
calculautions->calculations
calculcate->calculate
calculcated->calculated
calculcates->calculates
calculcating->calculating
calculcation->calculation
calculed->calculated
calcultate->calculate
calcultated->calculated
calcultates->calculates
calcultating->calculating
calcultation->calculation
calcultations->calculations
calculte->calculate
calculted->calculated
calcultes->calculates
calculting->calculating
calcultion->calculation
calcultions->calculations
calculuate->calculate
calculuated->calculated
calculuates->calculates
calculuating->calculating
calculuation->calculation
calculuations->calculations
calcurate->calculate
calcurated->calculated
calcurates->calculates
calcurating->calculating
calcuration->calculation
calcurations->calculations
calcutate->calculate
calcutated->calculated
calcutates->calculates
calcutating->calculating
calcutation->calculation
calcutations->calculations
caledar->calendar
caleed->called
calenday->calendar
calfes->calves
calilng->calling
calld->called
callef->called
callendar->calendar
callenge->challenge
callig->calling
callint->calling
calll->call
callled->called
callling->calling
callls->calls
calloed->called
callsr->calls
calsses->classes
calssic->classic
calssification->classification
calucalte->calculate
calucalted->calculated
calucaltes->calculates
calucalting->calculating
calucaltion->calculation
calucaltions->calculations
calucate->calculate
calucated->calculated
calucates->calculates
calucating->calculating
calucation->calculation
calucations->calculations
caluclate->calculate
caluclated->calculated
caluclates->calculates
caluclating->calculating
caluclation->calculation
caluclations->calculations
caluculate->calculate
caluculated->calculated
caluculates->calculates
caluculating->calculating
caluculation->calculation
caluculations->calculations
calue->value
calues->values
calulate->calculate
calulated->calculated
calulates->calculates
calulating->calculating
calulation->calculation
calulations->calculations
caluse->clause
cammand->command
cammanded->commanded
cammander->commander
cammands->commands
campagin->campaign
campagins->campaigns
campain->campaign
campaing->campaign
campaings->campaigns
campains->campaigns
campanies->companies
campany->company
campared->compared
camparison->comparison
campatibility->compatibility
campatible->compatible
canbe->can be
cancelaltion->cancellation
cancele->cancel
cancell->cancel
cancelllation->cancellation
cancellled->cancelled
cances->cancel
cancl->cancel
cancle->cancel
cancled->canceled
cancllation->cancellation
canclled->cancelled
candadate->candidate
candiate->candidate
candinate->candidate
canditate->candidate
cange->change
canged->changed
canges->changes
canging->changing
canidate->candidate
cann->can
cann't->can't
cannels->channels
cannnot->cannot
cannobt->cannot
cannont->cannot
cannote->cannot
cannotes->cannot
cannott->cannot
cannt->cannot
cant't->can't
cantact->contact
cantacts->contacts
cantain->contain
cantained->contained
cantaining->containing
cantains->contains
canvase->canvas
caost->coast
capababilities->capabilities
capabability->capability
capabable->capable
capabicities->capabilities
capabicity->capability
capabiities->capabilities
capabiity->capability
capabilies->capabilities
capabiliites->capabilities
capabilites->capabilities
capabilitieis->capabilities
capabilitiies->capabilities
capabilitires->capabilities
capabilitiy->capability
capabillities->capabilities
capabillity->capability
capabilties->capabilities
capabiltiies->capabilities
capabiltities->capabilities
capabiltity->capability
capabiltiy->capability
capabilty->capability
capabitilies->capabilities
capabitily->capability
capablilities->capabilities
capablility->capability
capablities->capabilities
capablity->capability
capablle->capable
capaciy->capacity
capapbilities->capabilities
capapbility->capability
capapble->capable
capapcity->capacity
capatibilities->capabilities
capaticity->capacity
capbabilities->capabilities
capbability->capability
capbable->capable
capbailities->capabilities
capbaility->capability
capbale->capable
capcity->capacity
caperbility->capability
capibilities->capabilities
capibility->capability
capible->capable
capicity->capacity
cappabilities->capabilities
cappability->capability
cappable->capable
cappacity->capacity
captabilities->capabilities
captability->capability
captable->capable
captacity->capacity
captial->capital
captials->capitals
captian->captain
captians->captains
captin->captain
captins->captains
captrure->capture
captue->capture
captued->captured
capturd->captured
caputre->capture
caputred->captured
caputure->capture
caputured->captured
carachter->character
carachteristic->characteristic
carachteristics->characteristics
carachters->characters
caracter->character
caractere->character
caracteres->characters
caracteristic->characteristic
caracteristics->characteristics
caracters->characters
carcus->carcass
carefullly->carefully
carefuly->carefully
carful->careful
carfull->careful
carfully->carefully
cariage->carriage
caridge->carriage
caried->carried
cariers->carriers
cariied->carried
cariier->carrier
cariiers->carriers
carrage->carriage
carrages->carriages
carreer->career
carreful->careful
carrefully->carefully
carreid->carried
carriadge->carriage
carrien->carrier
carrige->carriage
carrrier->carrier
carryintg->carrying
carryng->carrying
cartain->certain
cartdridge->cartridge
cartrige->cartridge
caryy->carry
cascace->cascade
casesensative->case-sensitive
casesensistive->case-sensitive
casesensitiv->case-sensitive
casesensitve->case-sensitive
casesenstive->case-sensitive
casesentive->case-sensitive
casesentivite->case-sensitive
casesesitive->case-sensitive
cashe->cache
caspule->capsule
casue->cause
casued->caused
casues->causes
casuing->causing
catagori->category
catagories->categories
catagory->category
catched->caught
catchi->catch
categogies->categories
categogy->category
categoies->categories
categor->category
categoy->category
categroies->categories
categroy->category
cateogries->categories
cateogry->category
catergories->categories
catergory->category
catgories->categories
catgory->category
cathegory->category
catloag->catalog
catory->factory
catpture->capture
catptured->captured
catpure->capture
catpured->captured
cauched->caught
caue->cause
caued->caused
cauesd->caused
cauess->causes
caugt->caught
cauhgt->caught
cauing->causing
causeed->caused
causees->causes
causeing->causing
causin->causing
ccahe->cache
ccale->scale
ccertificate->certificate
ccertificates->certificates
ccessible->accessible
cche->cache
cconfiguration->configuration
ccordinate->coordinate
ccordinates->coordinates
ccordinats->coordinates
ccurred->occurred
ccustom->custom
ccustoms->customs
ceaser->Caesar
ceasser->Caesar
ceate->create
ceated->created
ceates->creates
ceating->creating
ceation->creation
ceck->check
ceckbox->checkbox
cecked->checked
cecking->checking
cecks->checks
cecksum->checksum
ceeling->ceiling
cehck->check
cehckbox->checkbox
cehcked->checked
cehcking->checking
cehcks->checks
cehcksum->checksum
celler->cellar
celll->cell
cellls->cells
cellst->cells
cellxs->cells
cenario->scenario
cenarios->scenarios
cencrete->concrete
cencter->center
cengter->center
centain->certain
centerd->centered
centruies->centuries
centruy->century
centuties->centuries
centuty->century
cenvention->convention
cerain->certain
cerainly->certainly
cerated->created
cerates->creates
ceratin->certain
cerating->creating
ceratinly->certainly
ceration->creation
cerator->creator
cerature->creature
ceratures->creatures
cercomstances->circumstances
cercumstances->circumstances
cereates->creates
cerificate->certificate
cerificates->certificates
certai->certain
certaily->certainly
certainily->certainly
certaint->certain
certaintly->certainly
certaion->certain
certaionly->certainly
certan->certain
certanly->certainly
certficate->certificate
certficates->certificates
certficiate->certificate
certficiates->certificates
certiain->certain
certiainly->certainly
certian->certain
certianly->certainly
certicate->certificate
certicates->certificates
certicicate->certificate
certifacte->certificate
certifactes->certificates
certifcate->certificate
certifcates->certificates
certifciate->certificate
certifciates->certificates
certifiate->certificate
certifiates->certificates
certific->certificate
certifice->certificate
certifices->certificates
certificste->certificate
certificstes->certificates
certifificate->certificate
certifificates->certificates
certiticate->certificate
certiticates->certificates
cetain->certain
cetainly->certainly
cetificate->certificate
cetificates->certificates
cetrain->certain
cetrainly->certainly
cetrificate->certificate
cetrificates->certificates
cetting->setting
chaarcter->character
chaarcters->characters
chaarges->charges
chacacter->character
chacacters->characters
chache->cache
chaeck->check
chaeckbox->checkbox
chaecked->checked
chaecking->checking
chaecks->checks
chaecksum->checksum
chages->changes
chagne->change
chagned->changed
chagnes->changes
chagning->changing
chahge->change
chahged->changed
chahges->changes
chahging->changing
chaing->chain
chainge->change
chainged->changed
chainges->changes
chainging->changing
chaings->chains
chalenge->challenge
challanage->challenge
challange->challenge
challege->challenge
challene->challenge
chanage->change
chanaged->changed
chanages->changes
chanaging->changing
chanceled->canceled
chancged->changed
chancges->changes
chancging->changing
chanched->changed
chanching->changing
chane->change
chaned->changed
chaneg->change
chanegd->changed
chanege->change
chaneged->changed
chaneges->changes
chaneging->changing
chanegs->changes
chanell->channel
chanels->channels
changeed->changed
changees->changes
changeing->changing
changge->change
changged->changed
changges->changes
changging->changing
changin->changing
changue->change
changued->changed
changues->changes
changuing->changing
chaninging->changing
chanllenge->challenge
channael->channel
channe->channel
channeles->channels
channge->change
channged->changed
channges->changes
channging->changing
channl->channel
channle->channel
channles->channels
channnel->channel
channnels->channels
chanse->chance
chaper->chapter
characater->character
characaters->characters
characer->character
characers->characters
characeter->character
characeters->characters
characetrs->characters
characher->character
charachers->characters
charachter->character
charachters->characters
charactar->character
charactaristic->characteristic
charactaristics->characteristics
charactars->characters
characte->character
charactear->character
charactears->characters
characted->character
characteds->characters
characteer->character
characteers->characters
characteor->character
characteors->characters
characterclasses->character classes
charactere->character
characteres->characters
characterisic->characteristic
characterisics->characteristics
characterisitic->characteristic
characterisitics->characteristics
characteritic->characteristic
characteritics->characteristics
characteritisc->characteristic
characteritiscs->characteristics
charactersistic->characteristic
charactersistics->characteristics
charactersitic->characteristic
charactersm->characters
characterss->characters
characterstic->characteristic
characterstics->characteristics
charactertistic->characteristic
charactertistics->characteristics
charactes->characters
charactet->character
characteter->character
characteteristic->characteristic
characteteristics->characteristics
characteters->characters
charactetistic->characteristic
charactetistics->characteristics
charactetr->character
charactetrs->characters
charactets->characters
characther->character
charactheristic->characteristic
charactheristics->characteristics
characthers->characters
charactiristic->characteristic
charactiristics->characteristics
charactor->character
charactors->characters
charactristic->characteristic
charactristics->characteristics
charactrs->characters
characts->characters
characture->character
charakters->characters
chararacter->character
chararacters->characters
chararcter->character
chararcters->characters
charascter->character
charascters->characters
charater->character
charateristic->characteristic
charateristics->characteristics
charaters->characters
charator->character
charators->characters
charcater->character
charcaters->characters
charcter->character
charcteristic->characteristic
charcteristics->characteristics
charcters->characters
charctor->character
charctors->characters
charecter->character
charecters->characters
charector->character
chargin->charging
chargind->charging
charicter->character
charicters->characters
charictor->character
charictors->characters
charistics->characteristics
chatacter->character
chatacters->characters
chatch->catch
chatched->caught
chater->chapter
chcek->check
chcekbox->checkbox
chceked->checked
chceking->checking
chceks->checks
chceksum->checksum
chck->check
chckbox->checkbox
chcked->checked
chcking->checking
chcks->checks
chcksum->checksum
chec->check
checbox->checkbox
checck->check
checckbox->checkbox
checcked->checked
checcking->checking
checcks->checks
checcksum->checksum
checed->checked
checg->check
checged->checked
chech->check
chechbox->checkbox
cheched->checked
cheching->checking
chechk->check
chechkbox->checkbox
chechked->checked
chechking->checking
chechks->checks
chechksum->checksum
chechs->checks
chechsum->checksum
checing->checking
checkcbox->checkbox
checkced->checked
checkcing->checking
checkcsum->checksum
checkd->checked
checke->check
checkebox->checkbox
checkeed->checked
checkeing->checking
checkes->checks
checkesum->checksum
checket->checked
checkk->check
checkkbox->checkbox
checkked->checked
checkking->checking
checkks->checks
checkksum->checksum
checkng->checking
checkox->checkbox
checksm->checksum
checkstum->checksum
checksume->checksum
checkt->checked
checkum->checksum
checl->check
checlbox->checkbox
checled->checked
checling->checking
checls->checks
checlsum->checksum
checs->checks
checsum->checksum
chedule->schedule
cheduled->scheduled
cheeck->check
cheeckbox->checkbox
cheecked->checked
cheecking->checking
cheecksum->checksum
cheif->chief
cheifs->chiefs
chek->check
chekbox->checkbox
chekc->check
chekcbox->checkbox
chekced->checked
chekcing->checking
chekcs->checks
chekcsum->checksum
chekd->checked
cheked->checked
cheking->checking
cheks->checks
cheksum->checksum
chemcial->chemical
chemestry->chemistry
chenge->change
chenged->changed
chenges->changes
chenging->changing
chennel->channel
cherch->church
cherching->checking
cherchs->churches
cherck->check
cherckbox->checkbox
chercked->checked
chercking->checking
chercks->checks
chercksum->checksum
chesck->check
chesckbox->checkbox
chescked->checked
chescking->checking
chescks->checks
chescksum->checksum
chgange->change
chganged->changed
chganges->changes
chganging->changing
chidren->children
childen->children
childeren->children
childern->children
childlren->children
childres->children
chiled->child
chiledren->children
chilren->children
chineese->Chinese
chinense->Chinese
chinesse->Chinese
chiuldren->children
chked->checked
chlid->child
chlidren->children
chlids->children
chnage->change
chnaged->changed
chnages->changes
chnaging->changing
chnange->change
chnanged->changed
chnanges->changes
chnanging->changing
chnge->change
chnged->changed
chnges->changes
chnging->changing
chnnel->channel
choclate->chocolate
chocolot->chocolate
chocolote->chocolate
choicing->choosing
choising->choosing
chooose->choose
choos->choose
choosen->chosen
choosin->choosing
chosed->chose
choseen->chosen
chosing->choosing
chosse->choose
chossen->chosen
chossing->choosing
chouse->choose
chowsing->choosing
chracter->character
chracters->characters
chractor->character
chractors->characters
chuch->church
cick->click
cicrle->circle
cicruit->circuit
cicruits->circuits
cicular->circular
cihpher->cipher
cilck->click
cilcked->clicked
cilcking->clicking
cilincer->cylinder
cilincers->cylinders
cilinder->cylinder
cilinders->cylinders
cilyndre->cylinder
cilyndres->cylinders
cilyndrs->cylinders
cimmand->command
cimmanded->commanded
cimmands->commands
cinfiguration->configuration
cintaner->container
ciontrol->control
ciper->cipher
ciphe->cipher
ciphr->cipher
cips->chips
circit->circuit
circits->circuits
circluar->circular
circomstances->circumstances
circual->circular
circulaton->circulation
circumsicion->circumcision
circumstnces->circumstances
circunstances->circumstances
circustances->circumstances
circut->circuit
circuts->circuits
ciricle->circle
ciricles->circles
ciricuit->circuit
ciricuits->circuits
ciricular->circular
ciritcal->critical
ciriteria->criteria
ciritical->critical
cirlce->circle
cirlces->circles
cirle->circle
cirles->circles
cirsumstances->circumstances
cirtcuit->circuit
cirucal->circular
cirucit->circuit
cirucits->circuits
ciruclar->circular
ciruclation->circulation
cirucular->circular
cirucumstances->circumstances
ciruit->circuit
ciruits->circuits
cirular->circular
cirumstances->circumstances
citeria->criteria
citerion->criterion
civalazation->civilization
civalezation->civilization
civalization->civilization
civelezation->civilization
civelization->civilization
civilazation->civilization
civilezation->civilization
civillian->civilian
cjange->change
cjanged->changed
cjanges->changes
cjoice->choice
ckeck->check
ckeckbox->checkbox
ckecked->checked
ckecking->checking
ckecks->checks
ckecksum->checksum
claaes->classes
claculate->calculate
claculated->calculated
claculates->calculates
claculating->calculating
claculation->calculation
claculations->calculations
claen->clean
claendar->calendar
claener->cleaner
claening->cleaning
claer->clear
claered->cleared
claering->clearing
claerly->clearly
claime->claim
claimes->claims
claread->cleared
clared->cleared
claring->clearing
clasic->classic
clasification->classification
classees->classes
classess->classes
classesss->classes
classfication->classification
classication->classification
classifcation->classification
classificaion->classification
classifiication->classification
classs->class
classses->classes
classsic->classic
classsification->classification
clcosed->closed
cleaer->clear
cleaered->cleared
cleaering->clearing
clealy->clearly
cleandar->calendar
cleann->clean
cleanner->cleaner
cleanning->cleaning
cleareance->clearance
clearely->clearly
clearling->clearing
clearnance->clearance
clearted->cleared
cleary->clearly
cleck->check
cleean->clean
cleen->clean
cleint->client
clen->clean
clene->clean
clener->cleaner
clening->cleaning
cler->clear
clera->clear
clese->close
cleses->closes
cliboard->clipboard
clibpoard->clipboard
cliensite->client-side
clienta->client
clik->click
climing->climbing
clinet->client
clipboad->clipboard
clipoard->clipboard
cliuent->client
cllose->close
cllosed->closed
cllosely->closely
clloser->closer
clloses->closes
cllosing->closing
clloud->cloud
clloudes->clouds
cllouds->clouds
cloack->cloak
cloding->closing
cloes->close
cloesd->closed
cloese->close
cloesed->closed
cloesely->closely
cloeser->closer
cloeses->closes
cloesing->closing
cloesly->closely
cloesr->closer
cloess->closes
clonne->clone
clory->glory
closeed->closed
closeely->closely
closeer->closer
closees->closes
closeing->closing
closesly->closely
closig->closing
closin->closing
closse->close
clossed->closed
clossely->closely
closser->closer
closses->closes
clossing->closing
clossion->collision
cloude->cloud
cloudes->clouds
cloumn->column
cloumns->columns
cloure->closure
clousre->closure
clsoe->close
clsoed->closed
clsoely->closely
clsoer->closer
clsoes->closes
clsoing->closing
cluase->clause
clumn->column
cluser->cluster
clusetr->cluster
clutser->cluster
cmmand->command
cmmanded->commanded
cmmands->commands
cmment->comment
cmments->comments
cmobination->combination
cmoputer->computer
cmoputers->computers
cna->can
cnance->chance
cnange->change
cnanged->changed
cnanges->changes
cnanging->changing
cnannel->channel
cnannels->channels
cnat->can't
cnfig->config
cnfiguration->configuration
cnfigure->configure
cnfigured->configured
cnosole->console
cntain->contain
cntains->contains
cnter->center
coallision->collision
cobination->combination
cobine->combine
cobined->combined
cobvers->covers
cocument->document
cocumentation->documentation
cocuments->documents
codde->code
coddes->codes
codeing->coding
codition->condition
coditional->conditional
coditions->conditions
codos->codes
coduct->conduct
coeffcient->coefficient
coefficeint->coefficient
coefficent->coefficient
coeffiecient->coefficient
coeffient->coefficient
coeficent->coefficient
coeficient->coefficient
cofeee->coffee
cofficient->coefficient
cofidence->confidence
cofig->config
cofiguration->configuration
cofigure->configure
cofigured->configured
cofirm->confirm
cofirmation->confirmation
cofirmed->confirmed
coflict->conflict
coflicts->conflicts
cofrim->confirm
cofrimation->confirmation
cofrimed->confirmed
cofusion->confusion
coice->choice
cointain->contain
cointained->contained
cointainer->container
cointainers->containers
cointaining->containing
cointains->contains
colapse->collapse
colection->collection
colective->collective
colelction->collection
colelctive->collective
colision->collision
colission->collision
collaction->collection
collasion->collision
collaspe->collapse
collecion->collection
colleciton->collection
collectin->collection
collecton->collection
colleection->collection
collektion->collection
colletion->collection
colletive->collective
colletor->collector
collisin->collision
collison->collision
collission->collision
collistion->collision
collony->colony
collpase->collapse
collpse->collapse
collsion->collision
collum->column
collumn->column
collumns->columns
collums->columns
colmn->column
colmns->columns
coloer->color
coloered->colored
coloers->colors
colomn->column
colomns->columns
colose->close
coloum->column
coloumn->column
coloumns->columns
coloums->columns
colsed->closed
colsely->closely
colser->closer
colses->closes
colsing->closing
colud->could
colum->column
columm->column
colummn->column
colummns->columns
columms->columns
columnn->column
columnns->columns
columnss->columns
colums->columns
columsn->columns
colunm->column
colunms->columns
colunn->column
colunns->columns
comammand->command
comamnd->command
comamnded->commanded
comamnds->commands
comand->command
comanded->commanded
comander->commander
comands->commands
comany->company
comapany->company
comapare->compare
comapared->compared
comaparison->comparison
comapatibility->compatibility
comapatible->compatible
comapletion->completion
comapnies->companies
comapny->company
comapre->compare
comapred->compared
comaprison->comparison
comaptibele->compatible
comaptibelity->compatibility
comaptibility->compatibility
comaptible->compatible
comared->compared
comarison->comparison
comatibility->compatibility
comatible->compatible
combain->combine
combaination->combination
combaine->combine
combained->combined
combanation->combination
combatibility->compatibility
combiantion->combination
combiation->combination
combied->combined
combinatation->combination
combinated->combined
combinateion->combination
combinatin->combination
combinatio->combination
combinaton->combination
combinbe->combined
combind->combined
combindation->combination
combinded->combined
combiniation->combination
combinination->combination
combinine->combine
combinined->combined
combintaion->combination
combintation->combination
combusion->combustion
comect->connect
comected->connected
comecting->connecting
comemnt->comment
comemnts->comments
coment->comment
coments->comments
comercial->commercial
comfig->config
comfiguration->configuration
comfigure->configure
comfigured->configured
comfirm->confirm
comfirmation->confirmation
comfirmed->confirmed
comflict->conflict
comflicts->conflicts
comfterble->comfortable
comfusion->confusion
comiled->compiled
comin->coming
comination->combination
comined->combined
comipled->compiled
comision->commission
comission->commission
comit->commit
comited->committed
comitee->committee
comits->commits
comitted->committed
comittee->committee
comlaint->complaint
comlete->complete
comleted->completed
comletely->completely
comletion->completion
comletly->completely
comlex->complex
comliance->compliance
comlpex->complex
commad->command
commadn->command
commadns->commands
commads->commands
commandi->command
commannd->command
commannds->commands
commans->commands
commansd->commands
commant->command
commanted->commanded
commected->connected
commecting->connecting
commection->connection
commections->connections
commector->connector
commectors->connectors
commene->comment
commenes->comments
commenet->comment
commens->comments
commerical->commercial
commericial->commercial
comming->coming
comminication->communication
comminity->community
comminucation->communication
commision->commission
commisssion->commission
commited->committed
commitee->committee
committ->commit
committe->committee
committi->committee
committment->commitment
committs->commits
committted->committed
committtee->committee
committy->committee
commma->comma
commmand->command
commmands->commands
commment->comment
commments->comments
commmet->comment
commmets->comments
commmit->commit
commmited->committed
commmits->commits
commmitted->committed
commmon->common
commmunication->communication
commmunity->community
commna->comma
commnad->command
commnads->commands
commnand->command
commnands->commands
commnd->command
commnds->commands
commnent->comment
commnents->comments
commnet->comment
commnets->comments
commnication->communication
commnity->community
commnt->comment
commnts->comments
commnunication->communication
commnunity->community
commoditiy->commodity
commom->common
commonded->commanded
commondly->commonly
commonds->commands
commongly->commonly
commontly->commonly
commpact->compact
commpand->command
commpare->compare
commpatibility->compatibility
commpatible->compatible
commpessed->compressed
commpiled->compiled
commplete->complete
commpleted->completed
commpletely->completely
commpletion->completion
commplex->complex
commpn->common
commponent->component
commponents->components
commpound->compound
commpresd->compressed
commpresed->compressed
commpresion->compression
commpress->compress
commpressd->compressed
commpressed->compressed
commpression->compression
commputer->computer
commti->commit
commtis->commits
commtited->committed
commtitee->committee
commtted->committed
commuication->communication
commuications->communications
commuinications->communications
communcation->communication
communcations->communications
communciation->communication
communiation->communication
communicaion->communication
communicatie->communication
communicaton->communication
communitcation->communication
communitcations->communications
communiy->community
communiyt->community
communty->community
communuication->communication
comnmand->command
comnnected->connected
comnplete->complete
comnpleted->completed
comnpletely->completely
comnpletion->completion
comnplex->complex
comnpresion->compression
comnpress->compress
comobobox->combo-box
comon->common
comonent->component
comonents->components
comonly->commonly
comopnent->component
comopnents->components
comor->color
compability->compatibility
compabillity->compatibility
compabitiliby->compatibility
compabitility->compatibility
compabitle->compatible
compagnion->companion
compagny->company
compaibility->compatibility
compaible->compatible
compaign->campaign
compaigns->campaigns
compaint->complaint
compair->compare
compaire->compare
compaired->compared
compairison->comparison
compansation->compensation
comparasion->comparison
comparation->comparison
compareison->comparison
comparibility->compatibility
comparible->compatible
comparied->compared
comparigon->comparison
comparion->comparison
comparios->comparison
comparisaion->comparison
comparisation->comparison
comparisement->comparison
comparisin->comparison
comparision->comparison
comparism->comparison
comparisment->comparison
comparisn->comparison
comparispon->comparison
comparission->comparison
comparisson->comparison
comparistion->comparison
compariston->comparison
comparition->comparison
comparizon->comparison
comparment->compartment
comparre->compare
comparred->compared
comparrison->comparison
comparsion->comparison
compatabable->compatible
compatabiity->compatibility
compatabile->compatible
compatability->compatibility
compatabillity->compatibility
compatabilty->compatibility
compatabily->compatibility
compatable->compatible
compatablie->compatible
compatablility->compatibility
compatablitiy->compatibility
compatablity->compatibility
compataibility->compatibility
compataible->compatible
compataility->compatibility
compatatbility->compatibility
compatatble->compatible
compatatible->compatible
compatbile->compatible
compatbility->compatibility
compatble->compatible
compatiability->compatibility
compatiable->compatible
compatiablity->compatibility
compatibe->compatible
compatibel->compatible
compatibiility->compatibility
compatibiity->compatibility
compatibililty->compatibility
compatibiliy->compatibility
compatibiltiy->compatibility
compatibilty->compatibility
compatibily->compatibility
compatibity->compatibility
compatiblility->compatibility
compatiblilty->compatibility
compatiblity->compatibility
compatilibity->compatibility
compatitbility->compatibility
compatitble->compatible
compativility->compatibility
compativle->compatible
compaytibility->compatibility
compeare->compare
compeared->compared
compelete->complete
compeleted->completed
compeletely->completely
compeletion->completion
compelte->complete
compelted->completed
compeltely->completely
compeltelyt->completely
compeltion->completion
compeltly->completely
compelx->complex
compenent->component
compenents->components
compensantion->compensation
competely->completely
competetion->competition
competitiion->competition
compex->complex
compfortable->comfortable
compilability->compatibility
compilance->compliance
compilied->compiled
compilled->compiled
compination->combination
compitability->compatibility
compitable->compatible
compitible->compatible
complate->complete
complated->completed
complately->completely
complatly->completely
compleat->complete
compleate->complete
compleated->completed
compleately->completely
compleation->completion
compleatly->completely
complection->completion
compleet->complete
compleetd->completed
compleete->complete
compleeted->completed
compleetely->completely
compleetion->completion
compleetly->completely
complelely->completely
complelte->complete
complelx->complex
complession->compression
completedthe->completed the
completeion->completion
completelly->completely
completelty->completely
completelyl->completely
completetion->completion
completetly->completely
completey->completely
completiom->completion
completley->completely
completly->completely
complette->complete
complettly->completely
complety->completely
compliace->compliance
complianse->compliance
complience->compliance
compliled->compiled
complite->complete
complitely->completely
complition->completion
complte->complete
complted->completed
compltely->completely
compltion->completion
compluter->computer
compnent->component
compnents->components
compoennt->component
compoennts->components
compoent->component
compoents->components
compoment->component
compoments->components
componant->component
componants->components
componbent->component
componbents->components
componeent->component
componeents->components
componemt->component
componemts->components
componenent->component
componenents->components
componenet->component
componenets->components
componens->components
componentes->components
componet->component
componets->components
componnent->component
componnents->components
componoent->component
componoents->components
compontent->component
compontents->components
comporess->compress
comporessed->compressed
comporison->comparison
composiste->composite
composistion->composition
composit->composite
compount->compound
comppatible->compatible
comppliance->compliance
compre->compare
compredded->compressed
compresed->compressed
compresion->compression
compresss->compress
compresssed->compressed
compresssion->compression
compsite->composite
comptabile->compatible
comptability->compatibility
comptablity->compatibility
comptibility->compatibility
comptible->compatible
comptuer->computer
comptuers->computers
compulsary->compulsory
compulsery->compulsory
compund->compound
comress->compress
comressed->compressed
comression->compression
comrpess->compress
comrpessed->compressed
comrpession->compression
comsume->consume
comsumed->consumed
comsumption->consumption
comtain->contain
comtained->contained
comtainer->container
comtaining->containing
comtains->contains
comunication->communication
comunications->communications
comunity->community
comuter->computer
comuters->computers
comvention->convention
comversation->conversation
comversion->conversion
comvert->convert
comverted->converted
comverter->converter
comverting->converting
comverts->converts
conact->contact
conacts->contacts
conain->contain
conained->contained
conainer->container
conainers->containers
conaines->contains
conaining->containing
conains->contains
conaint->contain
conainted->contained
conainter->container
conatain->contain
conatainer->container
conatainers->containers
conatains->contains
conatct->contact
conatcts->contacts
conatin->contain
conatined->contained
conatiner->container
conatiners->containers
conatining->containing
conatins->contains
conbination->combination
conbine->combine
conbined->combined
conbtrols->controls
concecutive->consecutive
concentartion->concentration
concentation->concentration
concentraion->concentration
conceous->conscious
concered->concerned
concerened->concerned
concering->concerning
concernin->concerning
conchance->conscience
conchus->conscious
concider->consider
concideration->consideration
concidered->considered
concidering->considering
concieve->conceive
concieved->conceived
concious->conscious
condamned->condemned
condem->condemn
condemmed->condemned
condfiguration->configuration
condfigure->configure
condfigured->configured
condict->conduct
condiction->condition
condictional->conditional
condictions->conditions
condidate->candidate
condident->confident
condidional->conditional
condidtion->condition
condidtions->conditions
condifuration->configuration
condifure->configure
condifured->configured
condiguration->configuration
condigure->configure
condigured->configured
condiiton->condition
condiitonal->conditional
condiitons->conditions
condion->condition
condional->conditional
condions->conditions
conditial->conditional
conditianal->conditional
conditionn->condition
conditionnal->conditional
conditionns->conditions
conditionsof->conditions of
conditoin->condition
conditoinal->conditional
conditoins->conditions
conditon->condition
conditonal->conditional
conditons->conditions
condntional->conditional
condtiion->condition
condtiions->conditions
condtion->condition
condtional->conditional
condtions->conditions
condtition->condition
condtitional->conditional
condtitions->conditions
conecct->connect
coneccted->connected
coneccting->connecting
conecction->connection
conecctions->connections
conecctor->connector
conecctors->connectors
conecept->concept
conecpt->concept
conect->connect
conected->connected
conecting->connecting
conection->connection
conections->connections
conector->connector
conectors->connectors
conecutive->consecutive
coneect->connect
coneected->connected
coneecting->connecting
coneection->connection
coneections->connections
coneector->connector
coneectors->connectors
conenct->connect
conencted->connected
conencting->connecting
conenction->connection
conenctions->connections
conenctor->connector
conenctors->connectors
conent->content
conents->contents
conept->concept
coner->corner
conern->concern
conerning->concerning
coners->corners
conersion->conversion
conert->convert
conerted->converted
conerter->converter
conerting->converting
conerts->converts
conet->connect
coneted->connected
conetent->content
conetents->contents
coneting->connecting
conetion->connection
conetions->connections
conetnt->content
conetor->connector
conetors->connectors
conferene->conference
confert->convert
conffig->config
conffiguration->configuration
conffigure->configure
conffigured->configured
confg->config
confgi->config
confgiuration->configuration
confgiure->configure
confgiured->configured
confguration->configuration
confgure->configure
confgured->configured
confict->conflict
conficts->conflicts
confidance->confidence
confif->config
confifuration->configuration
confifure->configure
confifured->configured
configaration->configuration
configare->configure
configared->configured
configation->configuration
configed->configured
configer->configure
configiration->configuration
configire->configure
configired->configured
configiuration->configuration
configiure->configure
configiured->configured
configration->configuration
configre->configure
configred->configured
configruation->configuration
configrue->configure
configrued->configured
configuaration->configuration
configuare->configure
configuared->configured
configuarion->configuration
configuartion->configuration
configuation->configuration
configue->configure
configued->configured
configuer->configure
configueration->configuration
configuerd->configured
configuere->configure
configuered->configured
configulate->configure
configulation->configuration
configuraion->configuration
configuraiton->configuration
configurate->configure
configurated->configured
configuratien->configuration
configuratin->configuration
configuratiom->configuration
configurationn->configuration
configuratioon->configuration
configuratoin->configuration
configuraton->configuration
configuratrion->configuration
configuratuion->configuration
configureation->configuration
configuree->configure
configureed->configured
configuretion->configuration
configurration->configuration
configurre->configure
configurred->configured
configursation->configuration
configurse->configure
configursed->configured
configurtation->configuration
configurte->configure
configurted->configured
configurtion->configuration
configurtoin->configuration
configutation->configuration
configute->configure
configuted->configured
configutration->configuration
configutre->configure
configutred->configured
confilct->conflict
confilcts->conflicts
confim->confirm
confimation->confirmation
confimed->confirmed
confimred->confirmed
confing->config
confinguration->configuration
confingure->configure
confingured->configured
confiramtion->confirmation
confirguration->configuration
confirgure->configure
confirgured->configured
confirmacion->confirmation
confirmaed->confirmed
confirmatino->confirmation
confirmatinon->confirmation
confirmd->confirmed
confirmedd->confirmed
confirmeed->confirmed
confiug->config
confiugration->configuration
confiugre->configure
confiugred->configured
confiuguration->configuration
confiugure->configure
confiugured->configured
confiuration->configuration
confiure->configure
confiured->configured
conflcit->conflict
conflcits->conflicts
conflic->conflict
conflics->conflicts
conflictd->conflicts
conflift->conflict
conflifts->conflicts
conflite->conflict
conflites->conflicts
confoguration->configuration
confogure->configure
confogured->configured
confrim->confirm
confrimation->confirmation
confrimed->confirmed
confucion->confusion
confudion->confusion
confugiration->configuration
confugire->configure
confugired->configured
confugration->configuration
confugre->configure
confugred->configured
confuguration->configuration
confugure->configure
confugured->configured
confuigration->configuration
confuigre->configure
confuigred->configured
confuration->configuration
confure->configure
confured->configured
confurm->confirm
confurmation->confirmation
confurmed->confirmed
confustion->confusion
congfig->config
congfiguration->configuration
congfigure->configure
congfigured->configured
congif->config
congifuration->configuration
congifure->configure
congifured->configured
congig->config
congiguration->configuration
congigure->configure
congigured->configured
conider->consider
conideration->consideration
conidered->considered
conidering->considering
conifg->config
conifguration->configuration
conifgure->configure
conifgured->configured
conifig->config
conifiguration->configuration
conifigure->configure
conifigured->configured
conig->config
coniguration->configuration
conigure->configure
conigured->configured
coninue->continue
coninues->continues
coninuous->continuous
conitinue->continue
conly->only
conmand->command
conmanded->commanded
conmands->commands
conmnection->connection
conmpress->compress
conmpression->compression
connaect->connect
conncection->connection
conncet->connect
connceted->connected
connceting->connecting
conncetion->connection
conncetions->connections
conncetor->connector
conncetors->connectors
connct->connect
conncted->connected
conncting->connecting
connction->connection
connctions->connections
connctor->connector
connctors->connectors
connec->connect
conneced->connected
connecetd->connected
connecing->connecting
connecion->connection
connecions->connections
connecitng->connecting
conneciton->connection
connecitons->connections
connecor->connector
connecors->connectors
connecotr->connector
connecotrs->connectors
connectd->connected
connectec->connected
connectet->connected
connectino->connection
connectinos->connections
connectins->connections
connectiom->connection
connectioms->connections
connectiona->connection
connectionas->connections
connectiong->connection
connectiongs->connections
connectng->connecting
connecto->connect
connectoin->connection
connectoins->connections
connectt->connect
connectted->connected
connectting->connecting
connecttion->connection
connecttions->connections
connecttor->connector
connecttors->connectors
conneection->connection
conneiction->connection
connektors->connectors
connet->connect
connetc->connect
connetced->connected
connetcing->connecting
connetcion->connection
connetcions->connections
connetcor->connector
connetcors->connectors
conneted->connected
conneting->connecting
connetion->connection
connetions->connections
connetor->connector
connetors->connectors
connnect->connect
connnected->connected
connnecting->connecting
connnection->connection
connnections->connections
connnector->connector
connnectors->connectors
connot->cannot
conntact->contact
conntacts->contacts
conntain->contain
conntained->contained
conntainer->container
conntainers->containers
conntaining->containing
conntains->contains
conntect->connect
conntected->connected
conntecting->connecting
conntection->connection
conntections->connections
conntector->connector
conntectors->connectors
conntent->content
conntents->contents
conntroller->controller
conotrol->control
conotroled->controlled
conotroling->controlling
conotrolled->controlled
conotrols->controls
conpare->compare
conpared->compared
conparison->comparison
conplete->complete
conpleted->completed
conpletely->completely
conpletion->completion
conpress->compress
conpressed->compressed
conrete->concrete
conribution->contribution
conrol->control
conrolled->controlled
conroller->controller
conrolling->controlling
conrols->controls
conrrespond->correspond
conrresponding->corresponding
conrresponds->corresponds
conrrol->control
conrrupt->corrupt
conrrupted->corrupted
conrruption->corruption
consant->constant
conscent->consent
consctruction->construction
consdider->consider
consdidered->considered
consdier->consider
consdieration->consideration
consdiered->considered
consdiering->considering
consdired->considered
consective->consecutive
consectutive->consecutive
consectuve->consecutive
consept->concept
consequetive->consecutive
consequitive->consecutive
consequtive->consecutive
consern->concern
conserned->concerned
conserning->concerning
considder->consider
considderation->consideration
considdered->considered
considdering->considering
conside->consider
considerd->considered
consideren->considered
consideres->considered
considerion->consideration
considred->considered
consier->consider
consifer->consider
consifered->considered
consious->conscious
consiting->consisting
consition->condition
consitional->conditional
consitions->conditions
consits->consists
consitutional->constitutional
consle->console
consntant->constant
consruction->construction
constainer->container
constainers->containers
constan->constant
constand->constant
constatn->constant
constatnt->constant
constext->context
consting->consisting
constinually->continually
constisting->consisting
constists->consists
constituional->constitutional
constrast->contrast
constrction->construction
constrcution->construction
constribution->contribution
constrol->control
constrolled->controlled
constroller->controller
constrolling->controlling
constrols->controls
construcion->construction
construciton->construction
constrution->construction
consttruction->construction
constuction->construction
consturction->construction
consuder->consider
consuemr->consumer
consumation->consumption
consummed->consumed
consummer->consumer
consumsion->consumption
consumtion->consumption
contaied->contained
contaienr->container
contaienrs->containers
contaier->container
contails->contains
containa->contain
containees->containers
containerr->container
containg->containing
containging->containing
containig->containing
containin->containing
containined->contained
containings->containing
containining->containing
containinng->containing
containint->containing
containn->contain
containned->contained
containner->container
containners->containers
containning->containing
containns->contains
containr->container
containrs->containers
containted->contained
containter->container
containters->containers
containting->containing
containts->contains
contaisn->contains
contaiun->contain
contan->contain
contanct->contact
contancts->contacts
contaned->contained
contaner->container
contaners->containers
contanined->contained
contaniner->container
contaniners->containers
contaning->containing
contanining->containing
contanins->contains
contans->contains
contary->contrary
contatct->contact
contatcts->contacts
contatin->contain
contatined->contained
contatiner->container
contatiners->containers
contatining->containing
contatins->contains
contein->contain
conteined->contained
conteiner->container
conteiners->containers
conteining->containing
conteins->contains
conten->contain
contence->contents
conteners->containers
contenht->content
contentn->content
contentss->contents
contets->contents
contex->context
contexta->context
contiain->contain
contiained->contained
contiainer->container
contiainers->containers
contiaining->containing
contiains->contains
contian->contain
contianed->contained
contianer->container
contianers->containers
contianing->containing
contians->contains
contibution->contribution
continaed->contained
continaer->container
continaers->containers
continaing->containing
continas->contains
contineous->continuous
continer->container
continers->containers
continging->containing
contining->containing
continious->continuous
continoue->continue
continouos->continuous
continous->continuous
continuely->continually
continueous->continuous
continuos->continuous
continure->continue
continute->continue
continuted->continued
continutes->continues
continutous->continuous
contious->continuous
contirbution->contribution
contition->condition
contitional->conditional
contitions->conditions
contiue->continue
contiued->continued
contiues->continues
contiuous->continuous
contnet->content
contnets->contents
contniue->continue
contniued->continued
contniues->continues
contnt->content
contol->control
contole->control
contoled->controlled
contoler->controller
contoles->controls
contoling->controlling
contoll->control
contolled->controlled
contoller->controller
contolling->controlling
contollled->controlled
contolller->controller
contollling->controlling
contolls->controls
contols->controls
contorl->control
contorled->controlled
contorler->controller
contorling->controlling
contorlled->controlled
contorller->controller
contorlling->controlling
contorls->controls
contoroller->controller
contrainer->container
contrainers->containers
contravercy->controversy
contraversy->controversy
contrbution->contribution
contrete->concrete
contribtion->contribution
contribuion->contribution
contributin->contribution
contributiong->contribution
contries->countries
contrinution->contribution
contriubtion->contribution
contrl->control
contrller->controller
controle->control
controled->controlled
controleld->controlled
controlelr->controller
controler->controller
controles->controls
controling->controlling
controll->control
controllerd->controlled
controllin->controlling
controllled->controlled
controlller->controller
controllling->controlling
controllor->controller
controlls->controls
contronl->control
contronls->controls
controoler->controller
controvercy->controversy
controversey->controversy
controvery->controversy
contrrol->control
contrrols->controls
contrst->contrast
contrtoller->controller
contruction->construction
contry->country
contsruction->construction
contstant->constant
contstruction->construction
conttribution->contribution
contur->contour
contzains->contains
conuntry->country
conusmer->consumer
convencion->convention
convenction->convention
converation->conversation
convereted->converted
converion->conversion
converison->conversion
conversoin->conversion
converson->conversion
converssion->conversion
converst->convert
converstaion->conversation
converstation->conversation
convertet->converted
convertion->conversion
convery->convert
convesation->conversation
convesion->conversion
convet->convert
conveted->converted
conveter->converter
conveting->converting
convetion->convention
convets->converts
convig->config
conviguration->configuration
convigure->configure
convigured->configured
convination->combination
convirted->converted
convirting->converting
convrt->convert
convserion->conversion
coodinate->coordinate
coodinates->coordinates
coodrinate->coordinate
coodrinates->coordinates
cooedinate->coordinate
cooedinates->coordinates
cooefficient->coefficient
cookoo->cuckoo
coomand->command
coomanded->commanded
coomander->commander
coomands->commands
cooment->comment
cooments->comments
cooming->coming
coomit->commit
coomits->commits
coomitted->committed
coomittee->committee
coommand->command
coommanded->commanded
coommander->commander
coommands->commands
coomment->comment
coomments->comments
coommit->commit
coommits->commits
coommitted->committed
coommittee->committee
coomon->common
cooordinate->coordinate
cooordinates->coordinates
coordanate->coordinate
coordanates->coordinates
coordenate->coordinate
coordenates->coordinates
coordiante->coordinate
coordiantes->coordinates
coordiate->coordinate
coordiates->coordinates
coordiinates->coordinates
coordinatess->coordinates
coordinats->coordinates
coordindate->coordinate
coordindates->coordinates
coordine->coordinate
coordines->coordinates
coording->according
coordingate->coordinate
coordingates->coordinates
coordiniates->coordinates
coordinite->coordinate
coordinites->coordinates
coordinnate->coordinate
coordinnates->coordinates
coordintae->coordinate
coordintaes->coordinates
coordintate->coordinate
coordintates->coordinates
coordinte->coordinate
coordintes->coordinates
coorditate->coordinate
coordonate->coordinate
coordonates->coordinates
coorespond->correspond
cooresponding->corresponding
cooresponds->corresponds
cooridate->coordinate
cooridates->coordinates
cooridinate->coordinate
cooridinates->coordinates
cooridnate->coordinate
cooridnates->coordinates
coorinate->coordinate
coorinates->coordinates
cootdinate->coordinate
cootdinates->coordinates
copeing->copying
copiese->copies
copiing->copying
copilated->compiled
coplete->complete
copleted->completed
copletely->completely
copmiled->compiled
copmonent->component
copmonents->components
copntroller->controller
coponent->component
coponents->components
coporate->corporate
copoying->copying
coppied->copied
coppies->copies
coppy->copy
coppying->copying
coppyright->copyright
copright->copyright
coprorate->corporate
coprright->copyright
copstruction->construction
copuright->copyright
coputer->computer
copver->cover
copyed->copied
copyeight->copyright
copyied->copied
copyirght->copyright
copyrigth->copyright
copyritght->copyright
copyrught->copyright
copys->copies
copytight->copyright
copyting->copying
cordinate->coordinate
cordinates->coordinates
corecct->correct
corecctly->correctly
corect->correct
corection->correction
corectly->correctly
coreespond->correspond
coreesponding->corresponding
coreesponds->corresponds
corelation->correlation
corellation->correlation
corener->corner
corerct->correct
corerctly->correctly
corespond->correspond
coresponding->corresponding
coresponds->corresponds
corispond->correspond
corisponding->corresponding
corisponds->corresponds
cornmitted->committed
corordinate->coordinate
corordinates->coordinates
corosbonding->corresponding
corospond->correspond
corosponding->corresponding
corosponds->corresponds
corparate->corporate
corrcect->correct
corrct->correct
corrction->correction
corrctly->correctly
corrdinate->coordinate
corrdinates->coordinates
correc->correct
correcion->correction
correclty->correctly
correcly->correctly
correcpond->correspond
correcponding->corresponding
correcponds->corresponds
correcteion->correction
correctely->correctly
correctlly->correctly
correcton->correction
correctt->correct
correcttly->correctly
correcty->correctly
correctyly->correctly
correcxt->correct
correcy->correct
correect->correct
correectly->correctly
correespond->correspond
correesponding->corresponding
correesponds->corresponds
correlasion->correlation
correlelation->correlation
correllation->correlation
correnspond->correspond
corrensponding->corresponding
corrensponds->corresponds
correpond->correspond
correponding->corresponding
correponds->corresponds
correponsing->corresponding
correposding->corresponding
correpsond->correspond
correpsonding->corresponding
correpsonds->corresponds
corresond->correspond
corresonding->corresponding
corresonds->corresponds
corresopnd->correspond
corresopnding->corresponding
corresopnds->corresponds
correspdon->correspond
correspdoning->corresponding
correspdons->corresponds
correspend->correspond
correspending->corresponding
correspends->corresponds
correspind->correspond
correspinding->corresponding
correspinds->corresponds
correspnd->correspond
correspnding->corresponding
correspnds->corresponds
correspod->correspond
correspoding->corresponding
correspods->corresponds
correspoind->correspond
correspoinding->corresponding
correspoinds->corresponds
correspomd->correspond
correspomding->corresponding
correspomds->corresponds
correspon->correspond
correspondeing->corresponding
correspondg->corresponding
correspondig->corresponding
correspondin->corresponding
correspondind->corresponding
corresponging->corresponding
corresponing->corresponding
correspons->corresponds
corresponsding->corresponding
corresponsds->corresponds
corresponsing->corresponding
correspont->correspond
corresponting->corresponding
corresponts->corresponds
correspoond->correspond
correspoonding->corresponding
correspoonds->corresponds
corresspond->correspond
corressponding->corresponding
corressponds->corresponds
corret->correct
corretly->correctly
corrispond->correspond
corrisponding->corresponding
corrisponds->corresponds
corrleation->correlation
corrolation->correlation
corrospond->correspond
corrosponding->corresponding
corrosponds->corresponds
corrrect->correct
corrrection->correction
corrrectly->correctly
corrrespond->correspond
corrresponding->corresponding
corrresponds->corresponds
corrrupt->corrupt
corrrupted->corrupted
corrruption->corruption
corrsepond->correspond
corrseponding->corresponding
corrseponds->corresponds
corrspond->correspond
corrsponding->corresponding
corrsponds->corresponds
corrupeted->corrupted
corruptiuon->corruption
corruput->corrupt
corsor->cursor
corssite->cross-site
corsssite->cross-site
corsssute->cross-site
corssute->cross-site
corupt->corrupt
corupted->corrupted
coruption->corruption
corvering->covering
cosed->closed
cosisting->consisting
cosists->consists
cosntruction->construction
cosnumer->consumer
cosole->console
costant->constant
costruction->construction
costum->custom
costumize->customize
costums->customs
cosume->consume
cosumed->consumed
cosumer->consumer
cosumption->consumption
cotact->contact
cotacts->contacts
cotain->contain
cotained->contained
cotainer->container
cotainers->containers
cotaining->containing
cotains->contains
cotents->contents
cotnain->contain
cotnained->contained
cotnainer->container
cotnainers->containers
cotnaining->containing
cotnains->contains
cotnent->content
cotnents->contents
cotribution->contribution
cotrol->control
cotroll->control
cotrolled->controlled
cotroller->controller
cotrolles->controls
cotrolling->controlling
cotrolls->controls
cotrols->controls
cotten->cotton
coucil->council
coudl->could
coudn't->couldn't
coudnt->couldn't
coul->could
could'nt->couldn't
could't->couldn't
coulden't->couldn't
couldent->couldn't
couldn->could
coulmn->column
coulmns->columns
couln't->couldn't
coult->could
coulumn->column
coulumns->columns
coummunity->community
coumpound->compound
counded->counted
counding->counting
coundition->condition
coundn't->couldn't
counds->counts
counld->could
counpound->compound
counries->countries
counry->country
counsil->counsel
countain->contain
countainer->container
countainers->containers
countains->contains
countere->counter
countinual->continual
countinually->continually
countinue->continue
countinued->continued
countinues->continues
countinuous->continuous
countires->countries
couted->counted
couter->counter
couting->counting
coutner->counter
coutries->countries
coutry->country
couuld->could
couuldn't->couldn't
covarage->coverage
covarege->coverage
covention->convention
coverd->covered
covere->cover
covereage->coverage
covereed->covered
covereing->covering
coveres->covers
coverred->covered
coversation->conversation
coversion->conversion
coverter->converter
covnersion->conversion
covnert->convert
covnerted->converted
covnerter->converter
covnerting->converting
covnertor->converter
covnerts->converts
coyp->copy
coyping->copying
coypright->copyright
coyright->copyright
cpacity->capacity
cpation->caption
cpature->capture
cpatured->captured
cpontent->content
cpoy->copy
cption->option
cpuld->could
crace->grace
craete->create
craeted->created
craetes->creates
craeting->creating
crahs->crash
creaate->create
creaated->created
creaates->creates
creaating->creating
creaation->creation
creaator->creator
creae->create
creaed->created
creaes->creates
creaet->create
creaetd->created
creaete->create
creaeted->created
creaetes->creates
creaeting->creating
creaetion->creation
creaetor->creator
creaets->creates
creaing->creating
creastor->creator
creatation->creation
createa->create
createdd->created
createing->creating
createion->creation
createor->creator
creatning->creating
creatre->create
creatred->created
creats->creates
credate->created
credis->credits
credists->credits
creeate->create
creeated->created
creeates->creates
creeating->creating
creeation->creation
creeator->creator
creenshot->screenshot
cresits->credits
cretae->create
cretaed->created
cretaes->creates
cretaing->creating
cretate->create
cretated->created
cretates->creates
cretating->creating
cretator->creator
creted->created
creteria->criteria
cricital->critical
cript->script
cripts->scripts
crirical->critical
cristals->crystals
critcal->critical
critcial->critical
critera->criteria
criterea->criteria
critereon->criterion
criterias->criteria
criteriom->criterion
criteron->criterion
critial->critical
criticall->critical
criticial->critical
critiera->criteria
critieria->criteria
critierion->criterion
critieron->criterion
critiical->critical
critisism->criticism
croporate->corporate
cros->cross
crosreference->cross-reference
crosreferenced->cross-referenced
crosreferences->cross-references
crossin->crossing
crossite->cross-site
crossreference->cross-reference
crossreferenced->cross-referenced
crossreferences->cross-references
crosssite->cross-site
crosssute->cross-site
crossute->cross-site
crowm->crown
crrespond->correspond
crresponding->corresponding
crresponds->corresponds
crsytal->crystal
crsytals->crystals
crtical->critical
crurrent->current
crusor->cursor
crypted->encrypted
csae->case
csaes->cases
cteate->create
cteateing->creating
cteater->creator
cteates->creates
cteating->creating
cteation->creation
cteator->creator
ctificate->certificate
ctificates->certificates
cuase->cause
cuased->caused
cuases->causes
cuasing->causing
cuestion->question
cuestions->questions
culmulative->cumulative
cumlative->cumulative
cummand->command
cummulative->cumulative
cumpus->compass
cumulatative->cumulative
cumulattive->cumulative
cunted->counted
cuple->couple
curch->church
curcuit->circuit
curcuits->circuits
curcumstances->circumstances
cureful->careful
curefully->carefully
curefuly->carefully
curency->currency
curently->currently
curerncy->currency
curernt->current
curerntly->currently
curev->curve
curevd->curved
curevs->curves
currebt->current
currebtly->currently
currecny->currency
currecy->currency
curreent->current
curremt->current
curremtly->currently
curren->current
currenct->current
currenlty->currently
currenly->currently
currennt->current
currenntly->currently
currentl->currently
currentlly->currently
currentry->currently
currenty->currently
currespond->correspond
curresponding->corresponding
curresponds->corresponds
curret->current
curretly->currently
curretn->current
curretnly->currently
currnet->current
currnetly->currently
currnt->current
currntly->currently
curros->cursor
currrency->currency
currrent->current
currrently->currently
curruent->current
currupt->corrupt
currupted->corrupted
curruption->corruption
curser->cursor
cursot->cursor
cursro->cursor
cusom->custom
cusomer->customer
cusomers->customers
cusomize->customize
cusoms->customs
cussess->success
cusstom->custom
cusstomer->customer
cusstomers->customers
cusstomize->customize
cusstoms->customs
custoize->customize
customie->customize
customn->custom
customns->customs
customzie->customize
custon->custom
custoner->customer
custoners->customers
custonize->customize
custons->customs
custormer->customer
custum->custom
custumer->customer
custumers->customers
custumize->customize
custums->customs
cuted->cut
cutom->custom
cutomer->customer
cutomers->customers
cutomize->customize
cuurent->current
cuurently->currently
cuurrent->current
cuztomize->customize
cycular->circular
cylce->cycle
cylces->cycles
cylcle->cycle
cylcles->cycles
cyle->cycle
cyles->cycles
cylider->cylinder
cyliders->cylinders
cyllinder->cylinder
cyllinders->cylinders
cylnder->cylinder
cylnders->cylinders
cylynder->cylinder
cylynders->cylinders
cyrrent->current
cyrstal->crystal
cyrstals->crystals
daa->data
dabase->database
daclaration->declaration
daed->dead
dael->deal
dafault->default
dafaults->defaults
dafaut->default
dafualt->default
dafualts->defaults
daita->data
dake->take
dalta->delta
damamge->damage
damamged->damaged
damamges->damages
damange->damage
damanged->damaged
damanges->damages
damge->damage
dammage->damage
dammages->damages
danceing->dancing
dancin->dancing
dangereous->dangerous
dangerouns->dangerous
dasy->days
databaase->database
databaases->databases
databae->database
databaes->database
databaeses->databases
databas->database
databasse->database
databsae->database
databsaes->databases
databse->database
databses->databases
datatbase->database
datatbases->databases
datbase->database
datbases->databases
datebase->database
datebases->databases
datection->detection
datee->date
dateteim->datetime
datetiem->datetime
daugher->daughter
daugther->daughter
daugthers->daughters
dcok->dock
dcoument->document
dcoumentation->documentation
dcouments->documents
dcument->document
dcumentation->documentation
dcuments->documents
ddelete->delete
dditional->additional
ddress->address
ddresses->addresses
deacriptor->descriptor
deafault->default
deafualt->default
deafualts->defaults
deafult->default
deafults->defaults
deail->deal
deailing->dealing
dealed->dealt
dealilng->dealing
dealte->delete
deamand->demand
deamands->demands
deapth->depth
deapths->depths
deatil->detail
deatiled->detailed
deatils->details
deault->default
deaults->defaults
debbug->debug
debbugging->debugging
debbuging->debugging
debgu->debug
debgug->debug
debguging->debugging
debth->depth
debths->depths
debudg->debug
debudgging->debugging
debugg->debug
debuggg->debug
debuggging->debugging
debuggin->debugging
debugginf->debugging
debuging->debugging
decalaration->declaration
decalare->declare
decalared->declared
decalration->declaration
decalre->declare
decalred->declared
decelaration->declaration
decendant->descendant
decendants->descendants
decendentant->descendant
decendentants->descendants
decending->descending
decern->discern
deciaml->decimal
decice->device
deciced->decided
decices->devices
decidated->dedicated
decie->decide
deciedd->decided
deciede->decide
decieded->decided
deciemal->decimal
decieve->deceive
decieved->deceived
deciple->disciple
deciples->disciples
decison->decision
decisons->decisions
decission->decision
decissions->decisions
declar->declare
declaraion->declaration
declarate->declare
declarated->declared
declaratiom->declaration
declaraton->declaration
declarayion->declaration
declard->declared
declarded->declared
declartated->declared
declartation->declaration
declarted->declared
declartion->declaration
declartiuon->declaration
declatation->declaration
declated->declared
declation->declaration
declearation->declaration
decleare->declare
decleared->declared
decleration->declaration
declere->declare
declered->declared
declration->declaration
declre->declare
declred->declared
decocde->decode
decocder->decoder
decond->decode
deconde->decode
deconder->decoder
decorde->decode
decorder->decoder
decortive->decorative
decose->decode
decoser->decoder
decraese->decrease
decrase->decrease
decreace->decrease
decreas->decrease
decrese->decrease
decribe->describe
decribed->described
decribes->describes
decription->description
decriptions->descriptions
decriptor->descriptor
decscription->description
decsion->decision
decsions->decisions
decsribe->describe
decsribed->described
decsribes->describes
decsription->description
decsriptions->descriptions
decsriptor->descriptor
decstiption->description
decstiptions->descriptions
dectect->detect
dectected->detected
dectection->detection
dectector->detector
ded->dead
dedault->default
dedect->detect
dedected->detected
dedection->detection
dedfined->defined
dedidated->dedicated
dedly->deadly
deeep->deep
deelte->delete
deendencies->dependencies
deendency->dependency
deesil->diesel
deezil->diesel
defail->detail
defailed->detailed
defails->details
defailt->default
defalt->default
defalts->defaults
defalut->default
defaoult->default
defaoults->defaults
defatult->default
defaukt->default
defaul->default
defaulat->default
defaulats->defaults
defauld->default
defaulds->defaults
defaule->default
defauled->default
defaules->defaults
defaulf->default
defaulfs->defaults
defaulg->default
defaulgs->defaults
defaulh->default
defaulhs->defaults
defaulit->default
defaulits->defaults
defaulkt->default
defaulkts->defaults
defaull->default
defaulls->defaults
defaullt->default
defaullts->defaults
defaulr->default
defaulrs->defaults
defaulrt->default
defaulrts->defaults
defauls->default
defaulty->default
defauly->default
defaulys->defaults
defaulz->default
defaut->default
defautl->default
defautls->defaults
defautlt->default
defautly->default
defauts->defaults
defautt->default
defautts->defaults
defeault->default
defeaults->defaults
defeine->define
defeines->defines
defenition->definition
defenitions->definitions
deffault->default
deffaults->defaults
defference->difference
defferent->different
defferential->differential
deffine->define
deffined->defined
deffines->defines
deffining->defining
deffinition->definition
deffinitions->definitions
deffirent->different
defice->device
defien->define
defiend->defined
defiened->defined
defin->define
definad->defined
defination->definition
definations->definitions
defind->defined
definded->defined
definding->defining
defineas->defines
defineed->defined
definend->defined
definetion->definition
definetions->definitions
definiation->definition
definiations->definitions
definied->defined
definifing->defining
definifiton->definition
definin->defining
definine->define
definined->defined
definines->defines
definining->defining
defininition->definition
defininitions->definitions
definintion->definition
definintions->definitions
definitian->definition
definitiion->definition
definitiions->definitions
definitio->definition
definitoin->definition
definiton->definition
definitons->definitions
definned->defined
definnition->definition
defintian->definition
defintians->definitions
defintiion->definition
defintiions->definitions
defintion->definition
defintions->definitions
defintition->definition
defintitions->definitions
defition->definition
defitions->definitions
deflaut->default
defninition->definition
defninitions->definitions
defnition->definition
defnitions->definitions
defore->before
defqault->default
defualt->default
defualts->defaults
defult->default
defults->defaults
degeree->degree
degreee->degree
degreeee->degree
degreeees->degrees
degreees->degrees
degres->degrees
degress->degrees
deifinition->definition
deifinitions->definitions
deifne->define
deifned->defined
deifnes->defines
deifning->defining
deimiter->delimiter
deinition->definition
deinitions->definitions
deisgn->design
deisgned->designed
deisgner->designer
deisgns->designs
deivce->device
deivces->devices
deivices->devices
dekete->delete
deketed->deleted
deketes->deletes
deketing->deleting
dekstop->desktop
dektop->desktop
delalyed->delayed
delaraction->declaration
delaration->declaration
delare->declare
delared->declared
delcaration->declaration
delcare->declare
delcared->declared
delclaration->declaration
delele->delete
delelete->delete
deleleted->deleted
deleletes->deletes
deleleting->deleting
delelte->delete
delemeter->delimiter
delemiter->delimiter
delet->delete
deletd->deleted
deleteed->deleted
deleteing->deleting
deleteion->deletion
deletete->delete
deleteted->deleted
deletetes->deletes
deleteting->deleting
deletetion->deletion
delets->deletes
delevoped->developed
delevopment->development
delibery->delivery
deliever->deliver
delievered->delivered
delievery->delivery
delievred->delivered
delievry->delivery
delimeter->delimiter
delimiiter->delimiter
delimitier->delimiter
delimititer->delimiter
delimitor->delimiter
delimitter->delimiter
delimter->delimiter
delivared->delivered
delt->dealt
delte->delete
delted->deleted
deltes->deletes
delting->deleting
deltion->deletion
delvery->delivery
demaind->demand
demaned->demand
demaond->demand
demaonds->demands
demension->dimension
demensional->dimensional
demensions->dimensions
demolishon->demolition
demolision->demolition
demorcracy->democracy
denine->define
denines->defines
denining->defining
denisty->density
denpend->depend
denpendencies->dependencies
denpendency->dependency
denpendent->dependent
denpending->depending
denpends->depends
densitity->density
denstiy->density
dentical->identical
dentification->identification
dentifier->identifier
dentify->identify
deocde->decode
deocder->decoder
deoes->does
deoesn't->doesn't
depandancies->dependencies
depandancy->dependency
depandant->dependent
depandencies->dependencies
depandency->dependency
depandent->dependent
depanding->depending
deparment->department
depcrecated->deprecated
depden->depend
depdencencies->dependencies
depdencency->dependency
depdencent->dependent
depdencies->dependencies
depdency->dependency
depdend->depend
depdendancies->dependencies
depdendancy->dependency
depdendant->dependent
depdendencies->dependencies
depdendency->dependency
depdendent->dependent
depdendet->dependent
depdending->depending
depdends->depends
depdenencies->dependencies
depdenency->dependency
depdenent->dependent
depdening->depending
depdenncies->dependencies
depdenncy->dependency
depdens->depends
depdent->dependent
depecated->deprecated
depedencies->dependencies
depedency->dependency
depedencys->dependencies
depedent->dependent
depeding->depending
depeds->depends
depencencies->dependencies
depencency->dependency
depencendencies->dependencies
depencendency->dependency
depencendencys->dependencies
depencent->dependent
depencies->dependencies
depency->dependency
dependancies->dependencies
dependancy->dependency
dependancys->dependencies
dependand->dependent
dependcies->dependencies
dependcy->dependency
dependdencies->dependencies
dependdency->dependency
dependdent->dependent
dependding->depending
dependecies->dependencies
dependecy->dependency
dependecys->dependencies
dependedn->dependent
dependees->dependencies
dependeing->depending
dependenceis->dependencies
dependencey->dependency
dependencie->dependency
dependencied->dependency
dependenciens->dependencies
dependencis->dependencies
dependencys->dependencies
dependendencies->dependencies
dependendency->dependency
dependendent->dependent
dependending->depending
dependends->depends
dependenices->dependencies
dependenies->dependencies
dependening->depending
dependeny->dependency
dependet->dependent
dependices->dependencies
dependicies->dependencies
dependicy->dependency
dependig->depending
dependncies->dependencies
dependncy->dependency
dependnt->dependent
depened->depend
depenedecies->dependencies
depenedecy->dependency
depenedencies->dependencies
depenedency->dependency
depenedent->dependent
depeneding->depending
depeneds->depends
depenencies->dependencies
depenencis->dependencies
depenency->dependency
depenencys->dependencies
depenend->depend
depenendecies->dependencies
depenendecy->dependency
depenendencies->dependencies
depenendency->dependency
depenendent->dependent
depenending->depending
depenent->dependent
depening->depending
depennding->depending
depent->depend
depentencies->dependencies
depentency->dependency
depentent->dependent
depenting->depending
depents->depends
depercated->deprecated
deperecated->deprecated
depnd->depend
depndancies->dependencies
depndancy->dependency
depndant->dependent
depndencies->dependencies
depndency->dependency
depndent->dependent
depnding->depending
depnds->depends
deporarily->temporarily
depracated->deprecated
depreacted->deprecated
depreated->deprecated
deprecatd->deprecated
deprecatedf->deprecated
depreceated->deprecated
depreceation->depreciation
deprectad->deprecated
deprectaed->deprecated
deprectated->deprecated
deprected->deprecated
depretiation->depreciation
depricated->deprecated
derections->directions
derectly->directly
derectories->directories
derectory->directory
dereived->derived
derfien->define
derfiend->defined
derfine->define
derfined->defined
dericed->derived
dericteries->directories
derictery->directory
dericteryes->directories
dericterys->directories
deriffed->derived
deriviated->derived
dermine->determine
dermined->determined
dermines->determines
derprecated->deprecated
derrived->derived
dertermine->determine
dervied->derived
dervived->derived
desable->disable
desabled->disabled
desabling->disabling
desccription->description
descencing->descending
descendands->descendants
descendat->descendant
descendats->descendants
descentences->descendants
descibe->describe
descibed->described
descibes->describes
descide->decide
descided->decided
desciption->description
desciptions->descriptions
desciptor->descriptor
descirbe->describe
descirbed->described
descirbes->describes
desciribe->describe
desciribed->described
desciribes->describes
desciription->description
desciriptions->descriptions
descirption->description
descirptions->descriptions
descirptor->descriptor
descision->decision
descisions->decisions
descktop->desktop
descover->discover
descovered->discovered
descovery->discovery
descrease->decrease
describ->describe
describbed->described
describtion->description
describtions->descriptions
descrice->describe
descriced->described
descrices->describes
descrie->describe
descriibe->describe
descriibed->described
descriibes->describes
descriont->description
descriotion->description
descriotions->descriptions
descriotor->descriptor
descripe->describe
descriped->described
descripes->describes
descripion->description
descripions->descriptions
descripition->description
descripitions->descriptions
descripitor->descriptor
descripor->descriptor
descripter->descriptor
descriptiion->description
descriptiions->descriptions
descriptio->description
descriptiom->description
descriptioms->descriptions
descriptionm->description
descriptionms->descriptions
descriptior->descriptor
descriptios->descriptions
descriptoin->description
descriptoins->descriptions
descripton->description
descriptons->descriptions
descriptot->descriptor
descriptoy->descriptor
descrition->description
descritions->descriptions
descritor->descriptor
descritpion->description
descritpions->descriptions
descritpiton->description
descritpitons->descriptions
descritpor->descriptor
descritpr->descriptor
descritpro->descriptor
descritption->description
descritptions->descriptions
descritptor->descriptor
descrobe->describe
descrobed->described
descrobes->describes
descroption->description
descroptions->descriptions
descroptor->descriptor
descrption->description
descrptions->descriptions
descrptor->descriptor
descrtiption->description
descrtiptions->descriptions
descrybe->describe
descrybed->described
descrybes->describes
descryption->description
descryptions->descriptions
desctiption->description
desctiptions->descriptions
desctiptor->descriptor
desctop->desktop
desctroy->destroy
desctroyed->destroyed
desctroying->destroying
desctruction->destruction
descuss->discuss
descussion->discussion
descvription->description
descvriptions->descriptions
desgin->design
desgined->designed
desginer->designer
desiar->desire
desicion->decision
desicions->decisions
deside->decide
desided->decided
desig->design
desiger->designer
desigern->designer
desigin->design
desigined->designed
desiginer->designer
desigins->designs
designd->designed
desigs->designs
desination->destination
desine->design
desing->design
desinged->designed
desinger->designer
desingn->design
desingned->designed
desingner->designer
desingns->designs
desings->designs
desintaiton->destination
desintation->destination
desinty->density
desipite->despite
desirin->desiring
desision->decision
desisions->decisions
desitination->destination
desition->decision
desitions->decisions
deskop->desktop
desktiop->desktop
desltop->desktop
desn't->doesn't
desnity->density
desogn->design
desogned->designed
desogner->designer
desogns->designs
desorder->disorder
desplay->display
desplayed->displayed
desplays->displays
desrciption->description
desrciptions->descriptions
desribe->describe
desribed->described
desribes->describes
desription->description
desriptions->descriptions
desrire->desire
desrired->desired
desroy->destroy
desroyed->destroyed
desroying->destroying
desscribe->describe
desscription->description
desscriptions->descriptions
desscriptor->descriptor
dessign->design
dessigned->designed
dessigner->designer
dessigns->designs
destanation->destination
destiantion->destination
destiation->destination
destinaion->destination
destinaiton->destination
destinarion->destination
destinataion->destination
destinatin->destination
destinatino->destination
destinaton->destination
destintation->destination
destionation->destination
destkop->desktop
destnation->destination
destop->desktop
destoried->destroyed
destory->destroy
destoryed->destroyed
destorying->destroying
destoy->destroy
destoyed->destroyed
destoying->destroying
destribute->distribute
destributed->distributed
destribution->distribution
destroi->destroy
destroied->destroyed
destroing->destroying
destroyd->destroyed
destruciton->destruction
destry->destroy
destryed->destroyed
destrying->destroying
destryiong->destroying
destryoed->destroyed
destryoing->destroying
destryong->destroying
destuction->destruction
detabase->database
detaild->detailed
detaill->detail
detailled->detailed
detaills->details
detais->details
detal->detail
detaled->detailed
detals->details
detatil->detail
detatiled->detailed
detatils->details
detault->default
detaults->defaults
detct->detect
detcted->detected
detction->detection
detctive->detective
detctor->detector
deteced->detected
detecion->detection
detectected->detected
detectetd->detected
detectiona->detection
detectsion->detection
detectt->detect
detectted->detected
detecttion->detection
detecttive->detective
detecttor->detector
detemination->determination
detemine->determine
detemined->determined
detemines->determines
deteremine->determine
deteremined->determined
deterimine->determine
deterimined->determined
deterine->determine
determaine->determine
determiens->determines
determimnes->determines
determin->determine
determinated->determined
determind->determined
determinded->determined
determinee->determine
determinne->determine
determins->determines
determinse->determines
determintes->determines
determnine->determine
deternine->determine
detete->delete
detetes->deletes
detetmine->determine
detial->detail
detialed->detailed
detials->details
detination->destination
detrmination->determination
detrmine->determine
detrmined->determined
detrmines->determines
detroy->destroy
detroyed->destroyed
detroying->destroying
deubug->debug
deubuging->debugging
deug->debug
deugging->debugging
devation->deviation
devault->default
devaults->defaults
devce->device
devcent->decent
devcie->device
devcies->devices
develoed->developed
develoment->development
develompent->development
developement->development
developemnt->development
developme->development
developmemt->development
developmet->development
developped->developed
developpement->development
developpment->development
develped->developed
develpment->development
develpoed->developed
develpoment->development
deveolpment->development
deveoped->developed
deveopment->development
deverloped->developed
deverlopment->development
devfine->define
devfined->defined
devfines->defines
devic->device
devicde->device
devicdes->devices
devicec->device
devicesr->devices
devicess->devices
devicest->devices
devided->divided
deviece->device
devied->device
deviiation->deviation
deviice->device
deviices->devices
devined->defined
devired->derived
devive->device
devleoped->developed
devleopment->development
devloped->developed
devlopment->development
devoloped->developed
devolopement->development
devolopment->development
devuce->device
dezine->design
dfference->difference
dfferences->differences
dfferent->different
dfine->define
dfined->defined
dfines->defines
dfinition->definition
dfinitions->definitions
diabled->disabled
diabling->disabling
diagional->diagonal
diagnistic->diagnostic
diagnoal->diagonal
diagnol->diagonal
diagnositc->diagnostic
diagnostioc->diagnostic
diagnotic->diagnostic
diagnxostic->diagnostic
diagramas->diagrams
dialaog->dialog
dialgo->dialog
dialgos->dialogs
dialig->dialog
dialigs->dialogs
diamater->diameter
diamon->diamond
diamonnd->diamond
diamter->diameter
dianostic->diagnostic
diaplay->display
diaplayed->displayed
diaplaying->displaying
diaplays->displays
diaram->diagram
diasable->disable
diasabled->disabled
diasabling->disabling
diasble->disable
diasbled->disabled
diasbling->disabling
diaster->disaster
diatance->distance
dicard->discard
dicationary->dictionary
dicide->decide
dicided->decided
dicionary->dictionary
dicipline->discipline
dicision->decision
dicisions->decisions
dicitonary->dictionary
dicover->discover
dicovered->discovered
dicovery->discovery
dicrectory->directory
dicretion->discretion
dictaionary->dictionary
dictinary->dictionary
dictioanry->dictionary
dictioary->dictionary
dictionarty->dictionary
dictionay->dictionary
dictionnary->dictionary
dictionray->dictionary
dictionry->dictionary
dictoinary->dictionary
dictonary->dictionary
dictonnary->dictionary
dictrionary->dictionary
dicuss->discuss
dicussion->discussion
did'nt->didn't
didi->did
didnt't->didn't
diect->direct
diection->direction
diections->directions
diective->directive
diectly->directly
diector->director
diectories->directories
diectory->directory
diemsion->dimension
diference->difference
diferences->differences
diferent->different
diferrence->difference
diferrences->differences
diferrent->different
diffcult->difficult
diffculty->difficulty
diffeent->different
diffence->difference
diffences->differences
diffenet->different
diffenrence->difference
diffenrences->differences
diffenrent->different
diffent->different
differance->difference
differances->differences
differant->different
differece->difference
differeces->differences
differect->different
differen->different
differencess->differences
differencial->differential
differencies->differences
differenct->different
differend->different
differene->difference
differenes->differences
differens->difference
differense->difference
differernt->different
differet->different
differetnt->different
differnce->difference
differnces->differences
differnec->difference
differnece->difference
differneces->differences
differnecs->differences
differnence->difference
differnences->differences
differnent->different
differnet->different
differnt->different
differntial->differential
differnty->different
differrence->difference
differrences->differences
differrent->different
diffference->difference
diffferences->differences
diffferent->different
difficault->difficult
difficaulty->difficulty
difficulity->difficulty
difficults->difficult
difficutl->difficult
difficutly->difficulty
diffreences->differences
diffreent->different
diffrence->difference
diffrences->differences
diffrent->different
diffrential->differential
diffrerence->difference
diffrerences->differences
diffrerent->different
diffucult->difficult
diffuculty->difficulty
diffult->difficult
dificult->difficult
dificulty->difficulty
difine->define
difined->defined
difines->defines
difining->defining
difinition->definition
difinitions->definitions
digesty->digest
diggit->digit
diggital->digital
diggits->digits
digial->digital
digist->digits
digitial->digital
digitis->digits
dignostic->diagnostic
dilligently->diligently
dimansion->dimension
dimansional->dimensional
dimansions->dimensions
dimaond->diamond
dimemsions->dimensions
dimenional->dimensional
dimenions->dimensions
dimenionsal->dimensional
dimenison->dimension
dimenisonal->dimensional
dimenisons->dimensions
dimensin->dimension
dimensinal->dimensional
dimensino->dimension
dimensinoal->dimensional
dimensinos->dimensions
dimensins->dimensions
dimensionail->dimensional
dimensiones->dimensions
dimenson->dimension
dimensonal->dimensional
dimensons->dimensions
dimenstion->dimension
dimenstional->dimensional
dimenstions->dimensions
dimention->dimension
dimentional->dimensional
dimentionnal->dimensional
dimentionnals->dimensional
dimentions->dimensions
dimesion->dimension
dimesional->dimensional
dimesions->dimensions
dimesnion->dimension
dimesnional->dimensional
dimesnions->dimensions
dimmension->dimension
dimmensional->dimensional
dimmensions->dimensions
dimnension->dimension
dimnention->dimension
dimond->diamond
dinamic->dynamic
dinamics->dynamics
dinmaic->dynamic
diong->doing
diplacement->displacement
diplay->display
diplayed->displayed
diplaying->displaying
diplays->displays
dircet->direct
dircetion->direction
dircetions->directions
dircetive->directive
dircetly->directly
dircetories->directories
dircetory->directory
dirction->direction
dirctions->directions
dirctive->directive
dirctly->directly
dirctor->director
dirctories->directories
dirctory->directory
direccion->direction
direcctly->directly
direcctory->directory
direcctorys->directories
direcctries->directories
direcdories->directories
direcdory->directory
direcdorys->directories
direcetories->directories
direcetory->directory
direcion->direction
direcions->directions
direciton->direction
direcitons->directions
direcitve->directive
direcive->directive
direclty->directly
direcly->directly
direcor->director
direcories->directories
direcory->directory
direcotories->directories
direcotory->directory
direcotries->directories
direcotry->directory
direcoty->directory
directely->directly
directgories->directories
directgory->directory
directin->direction
directiories->directories
directiory->directory
directlly->directly
directoies->directories
directon->direction
directoories->directories
directoory->directory
directores->directories
directoriei->directories
directoris->directories
directort->directory
directorty->directory
directorys->directories
directoty->directory
directove->directive
directoy->directory
directpries->directories
directpry->directory
directries->directories
directrive->directive
directrly->directly
directroies->directories
directrories->directories
directrory->directory
directroy->directory
directry->directory
directsion->direction
directsions->directions
directtories->directories
directtory->directory
directy->directly
directyory->directory
direectly->directly
direktly->directly
direrctor->director
direrctories->directories
direrctory->directory
diretion->direction
diretions->directions
diretive->directive
diretly->directly
diretories->directories
diretory->directory
direvctory->directory
dirived->derived
dirrect->direct
dirrection->direction
dirrections->directions
dirrective->directive
dirrectly->directly
dirrectories->directories
dirrectory->directory
dirtectory->directory
dirver->driver
disabe->disable
disabed->disabled
disabel->disable
disabeld->disabled
disabeled->disabled
disabeling->disabling
disabing->disabling
disabl->disable
disablin->disabling
disablle->disable
disalb->disable
disalbe->disable
disalbed->disabled
disalbing->disabling
disale->disable
disaled->disabled
disance->distance
disaple->disable
disapled->disabled
disapline->discipline
disapling->disabling
disappline->discipline
disard->discard
disbale->disable
disbaled->disabled
disbaling->disabling
disble->disable
disbled->disabled
disbling->disabling
discarge->discharge
disccuss->discuss
disccussion->discussion
dischage->discharge
dischare->discharge
discove->discover
discoved->discovered
discoverd->discovered
discovey->discovery
discovr->discover
discovred->discovered
discribe->describe
discribed->described
discribes->describes
discription->description
discriptions->descriptions
discriptor->descriptor
disctionary->dictionary
discusion->discussion
discusson->discussion
discusss->discuss
discusssion->discussion
discusting->disgusting
discuusion->discussion
disgard->discard
disgest->digest
disgn->design
disgned->designed
disgner->designer
disgnostic->diagnostic
disgns->designs
disguisting->disgusting
disgustin->disgusting
disharge->discharge
disign->design
disire->desire
disired->desired
disires->desires
disiring->desiring
disktop->desktop
dislay->display
dislayed->displayed
dislaying->displaying
dislays->displays
dislpay->display
dislpayed->displayed
dislpaying->displaying
dislpays->displays
disnable->disable
disnabled->disabled
disnabling->disabling
disobediance->disobedience
disokay->display
disover->discover
disovered->discovered
disovery->discovery
dispach->dispatch
dispalcement->displacement
dispaly->display
dispalyed->displayed
dispalyes->displays
dispalying->displaying
dispalys->displays
dispatcgh->dispatch
dispath->dispatch
dispay->display
dispayed->displayed
dispayes->displays
dispaying->displaying
dispays->displays
dispbibute->distribute
dispite->despite
displa->display
displacemnt->displacement
displacment->displacement
displaed->displayed
displaing->displaying
displayd->displayed
displayied->displayed
displayig->displaying
disply->display
displyed->displayed
displying->displaying
displys->displays
disposel->disposal
dispossal->disposal
disretion->discretion
disribute->distribute
disributed->distributed
disribution->distribution
dissable->disable
dissabled->disabled
dissabling->disabling
dissamble->disassemble
dissasemble->disassemble
dissassemble->disassemble
dissaster->disaster
dissble->disable
dissbled->disabled
dissbling->disabling
disscover->discover
disscovered->discovered
disscovery->discovery
disscus->discuss
disscusion->discussion
disscuss->discuss
disscussion->discussion
dissobediance->disobedience
dissobedience->disobedience
dissplay->display
disssemble->disassemble
distace->distance
distange->distance
distanse->distance
distantce->distance
distater->disaster
distibute->distribute
distibuted->distributed
distibution->distribution
distination->destination
distince->distance
distirbute->distribute
distirbuted->distributed
distirbution->distribution
distnace->distance
distnce->distance
distncte->distance
distrbute->distribute
distrbuted->distributed
distrbution->distribution
distrct->district
distrebuted->distributed
distribiton->distribution
distribtion->distribution
distribtuion->distribution
distribued->distributed
distribuion->distribution
distribuite->distribute
distribuited->distributed
distribuition->distribution
distribure->distribute
districct->district
distriute->distribute
distriuted->distributed
distriution->distribution
distrobute->distribute
distrobuted->distributed
distrobution->distribution
distroy->destroy
distroyed->destroyed
distroying->destroying
distrtibute->distribute
distrtibuted->distributed
distrtibution->distribution
distrubiotion->distribution
distrubite->distribute
distrubte->distribute
distrubted->distributed
distrubtion->distribution
distrubute->distribute
distrubuted->distributed
distrubution->distribution
distruction->destruction
disucss->discuss
disucssion->discussion
disucuss->discuss
disucussion->discussion
disuss->discuss
disussion->discussion
ditance->distance
ditial->digital
ditionary->dictionary
ditribute->distribute
ditributed->distributed
ditribution->distribution
divde->divide
divded->divided
divice->device
diviced->divided
divices->devices
divion->division
divison->division
divsion->division
divsions->divisions
dloating->floating
dne->done
dnymaic->dynamic
do'nt->don't
doagonal->diagonal
doalog->dialog
doamin->domain
doasn't->doesn't
doccument->document
doccumentation->documentation
doccuments->documents
docmenetation->documentation
docment->document
docmentation->documentation
docments->documents
docmuent->document
docmunet->document
docmunetation->documentation
docmunets->documents
docoment->document
docomentation->documentation
docoments->documents
docucument->document
docuement->document
docuementation->documentation
docuements->documents
docuemnt->document
docuemntation->documentation
docuemnts->documents
docuemtn->document
docuemtnation->documentation
docuemtns->documents
docuent->document
docuentation->documentation
docuents->documents
documant->document
documantation->documentation
documants->documents
documation->documentation
documemt->document
documemtation->documentation
documemts->documents
documen->document
documenatation->documentation
documenation->documentation
documenattion->documentation
documenet->document
documenetation->documentation
documenets->documents
documens->documents
documentaion->documentation
documentaiton->documentation
documentataion->documentation
documentaton->documentation
documentiation->documentation
documention->documentation
documentstion->documentation
documet->document
documetation->documentation
documetn->document
documetnation->documentation
documetns->documents
documets->documents
documment->document
docummentation->documentation
documments->documents
documnet->document
documnetation->documentation
documnets->documents
documnt->document
documntation->documentation
documnts->documents
documument->document
docunment->document
doed->does
doen->done
doen's->doesn't
doen't->doesn't
doens->does
doens't->doesn't
doensn't->doesn't
doenst->doesn't
does'nt->doesn't
does't->doesn't
doese->does
doese't->doesn't
doesen't->doesn't
doesent->doesn't
doesits->does its
doesn't't->doesn't
doesnexist->doesn't exist
doesnt't->doesn't
doess->does
doestn't->doesn't
doign->doing
doiing->doing
doiuble->double
dokc->dock
domait->domain
doman->domain
domension->dimension
domensions->dimensions
domian->domain
donain->domain
donejun->dungeon
donig->doing
donn't->don't
donnot->do not
donot->do not
dont't->don't
donwload->download
donwloaded->downloaded
donwloading->downloading
doocument->document
doocumentation->documentation
doocuments->documents
dorce->force
dorced->forced
dorder->order
dordered->ordered
dorp->drop
dosen't->doesn't
dosn't->doesn't
dosnt->doesn't
dosument->document
dosuments->documents
doub->doubt
doube->double
doubeclick->double-click
doubeclicked->double-clicked
doubel->double
doubeleclick->double-click
doubeleclicked->double-clicked
doublde->double
doubleclick->double-click
doubth->doubt
doucment->document
doucmentation->documentation
doucmentes->documents
doucments->documents
douible->double
doulbe->double
doument->document
doumentation->documentation
doumentc->document
douments->documents
dout->doubt
dowload->download
dowloaded->downloaded
dowloading->downloading
downaload->download
downaloaded->downloaded
downaloading->downloading
downlad->download
downladed->downloaded
downlading->downloading
downlaod->download
downlaoded->downloaded
downlaoding->downloading
downloa->download
downloade->download
downloaing->downloading
downlod->download
downloded->downloaded
downloding->downloading
downlowd->download
downlowded->downloaded
downlowding->downloading
downoad->download
downoaded->downloaded
downoading->downloading
downoload->download
downoloaded->downloaded
downoloading->downloading
dows->does
dowt->doubt
dpeend->depend
dpeendencies->dependencies
dpeendency->dependency
dpeendent->dependent
dpeending->depending
dpeends->depends
dpendencies->dependencies
dpendency->dependency
dpendent->dependent
dpends->depends
dperecated->deprecated
dprecated->deprecated
dpuble->double
draggin->dragging
draging->dragging
drawm->drawn
drawng->drawing
dreasm->dreams
dreawn->drawn
dregee->degree
dregees->degrees
dregree->degree
dregrees->degrees
drescription->description
drescriptions->descriptions
driagram->diagram
driagrams->diagrams
driect->direct
driection->direction
driections->directions
driective->directive
driectly->directly
driectories->directories
driectory->directory
drity->dirty
driveing->driving
drivr->driver
drnik->drink
drob->drop
droped->dropped
droping->dropping
droppend->dropped
droppin->dropping
droppped->dropped
dropse->drops
druing->during
drvier->driver
drwaing->drawing
drwawing->drawing
dscretion->discretion
dscribe->describe
dscribed->described
dscribes->describes
dscription->description
dscriptions->descriptions
dscriptor->descriptor
dsiable->disable
dsiabled->disabled
dsktop->desktop
dsplay->display
dsplayed->displayed
dsplaying->displaying
dsplays->displays
dstination->destination
dthe->the
dtoring->storing
duble->double
dublicade->duplicate
dublicat->duplicate
dublicate->duplicate
ducment->document
ducument->document
ducumentation->documentation
ducuments->documents
dudo->sudo
duirng->during
dumplicate->duplicate
duoble->double
dupicate->duplicate
duplacate->duplicate
duplacte->duplicate
duplaicate->duplicate
duplate->duplicate
duplcate->duplicate
duplciate->duplicate
dupliacate->duplicate
dupliace->duplicate
dupliacte->duplicate
dupliagte->duplicate
dupliate->duplicate
duplicat->duplicate
duplicte->duplicate
dupplicate->duplicate
durationm->duration
durectories->directories
durectory->directory
dureing->during
durig->during
durin->during
durining->during
durning->during
durring->during
duting->during
dyamic->dynamic
dyamics->dynamics
dyanamic->dynamic
dyanamics->dynamics
dyanmic->dynamic
dyanmics->dynamics
dyin->dying
dymamic->dynamic
dymamics->dynamics
dymanic->dynamic
dymanics->dynamics
dynamc->dynamic
dynamcs->dynamics
dynaminc->dynamic
dynamincs->dynamics
dynamlic->dynamic
dynmaic->dynamic
dynmaics->dynamics
dynmic->dynamic
dynmics->dynamics
eabled->enabled
eacf->each
eacg->each
eachother->each other
eachs->each
eactly->exactly
eahc->each
eailier->earlier
eaiser->easier
eaisly->easily
ealier->earlier
ealiest->earliest
eample->example
eamples->examples
eanable->enable
eanabled->enabled
eanables->enables
eanabling->enabling
eanble->enable
eanbled->enabled
eanbles->enables
eanbling->enabling
eariler->earlier
earilest->earliest
earleir->earlier
earleist->earliest
earler->earlier
earlest->earliest
earliear->earlier
earlies->earliest
earlist->earliest
earlyer->earlier
easely->easily
easer->easier
easiler->easier
easili->easily
easiliy->easily
easilly->easily
easilty->easily
easiy->easily
easly->easily
easyer->easier
easyly->easily
eaxct->exact
eaxctly->exactly
eazier->easier
eazy->easy
ebale->enable
ebaled->enabled
ebedded->embedded
eceonomy->economy
ecept->except
eception->exception
ecognized->recognized
ecomonic->economic
ecountered->encountered
ecret->secret
ecspecially->especially
ect->etc
ecxept->except
ecxeption->exception
eczecute->execute
eczecuted->executed
eczecuting->executing
eczecutive->executive
eddge->edge
eddges->edges
eddit->edit
eddited->edited
edditing->editing
edditor->editor
ede->edge
edige->edge
ediges->edges
ediing->editing
ediit->edit
ediited->edited
ediiting->editing
ediitor->editor
edior->editor
editedt->edited
editied->edited
editiing->editing
editior->editor
editoro->editor
editot->editor
editt->edit
editted->edited
editter->editor
editting->editing
edittor->editor
edn->end
edning->ending
ednpoint->endpoint
edtion->edition
edxpected->expected
eearly->early
eeded->needed
eerything->everything
eescription->description
eevery->every
eeverything->everything
eeverywhere->everywhere
eextract->extract
eextraction->extraction
efect->effect
efective->effective
efects->effects
efel->evil
eference->reference
eferenced->referenced
effciency->efficiency
effcient->efficient
effct->effect
effctive->effective
effcts->effects
effec->effect
effeciency->efficiency
effecient->efficient
effecitve->effective
effecive->effective
effeck->effect
effecks->effects
effeckt->effect
effecs->effects
effectice->effective
effedts->effects
effeect->effect
effeects->effects
effexts->effects
efffect->effect
efffective->effective
efffects->effects
efffort->effort
effforts->efforts
efficcient->efficient
efficencty->efficiency
efficency->efficiency
efficent->efficient
efficieny->efficiency
effiency->efficiency
effient->efficient
effords->efforts
eficient->efficient
efine->define
efined->defined
efines->defines
efinition->definition
efinitions->definitions
efore->before
efort->effort
eforts->efforts
egals->equals
egde->edge
egdes->edges
ege->edge
egenral->general
egenrally->generally
egister->register
egistered->registered
egisters->registers
egistration->registration
ehance->enhance
ehanced->enhanced
ehenever->whenever
ehough->enough
ehr->her
eighter->either
eihter->either
einstance->instance
eisntance->instance
eiter->either
eith->with
elamentary->elementary
elamentry->elementary
elction->election
elctric->electric
elctrical->electrical
elctricity->electricity
elctron->electron
elctronic->electronic
elctronics->electronics
elease->release
eleased->released
electical->electrical
electirc->electric
electircal->electrical
electrial->electrical
electricty->electricity
electrinics->electronics
electriv->electric
electrnoics->electronics
eleemnt->element
eleemnts->elements
eleent->element
eleents->elements
elelement->element
elelements->elements
elelment->element
elelmentary->elementary
elelments->elements
elemant->element
elemantary->elementary
elemants->elements
elemement->element
elemements->elements
elememt->element
elememtary->elementary
elememts->elements
elemen->element
elemenent->element
elemenents->elements
elemenet->element
elemenets->elements
elemens->elements
elemenst->elements
elementay->elementary
elementry->elementary
elemet->element
elemetn->element
elemetns->elements
elemets->elements
elemnet->element
elemnetary->elementary
elemnets->elements
elemnt->element
elemnts->elements
elemt->element
elemtary->elementary
elemts->elements
elenment->element
eles->else
eletric->electric
eletrical->electrical
eletricity->electricity
eletrode->electrode
eletron->electron
eletronic->electronic
eletronics->electronics
elimentary->elementary
ellement->element
ellements->elements
elmenet->element
elmenets->elements
elment->element
elments->elements
emable->enable
emabled->enabled
emables->enables
emabling->enabling
emai->email
embbedded->embedded
embbeded->embedded
embdded->embedded
embdedded->embedded
embebbed->embedded
embeddded->embedded
embeded->embedded
embededded->embedded
embeedded->embedded
emedded->embedded
emegrency->emergency
emenet->element
emenets->elements
emision->emission
emition->emission
emmediately->immediately
emmision->emission
emmission->emission
emoty->empty
emough->enough
emought->enough
emperial->imperial
emplyee->employee
emplyees->employees
emplyment->employment
emprove->improve
emproved->improved
emprovement->improvement
emprovements->improvements
emptry->empty
emptyy->empty
empy->empty
emtpy->empty
emty->empty
enabe->enable
enabed->enabled
enabel->enable
enabeld->enabled
enabele->enable
enabeled->enabled
enabeles->enables
enabeling->enabling
enabels->enables
enabes->enables
enabing->enabling
enabledi->enabled
enableing->enabling
enablen->enabled
enablin->enabling
enalbe->enable
enalbed->enabled
enalbes->enables
enaugh->enough
enbable->enable
enbabled->enabled
enbabling->enabling
enbale->enable
enbaled->enabled
enbales->enables
enbaling->enabling
enble->enable
enbled->enabled
enbles->enables
enbling->enabling
enchance->enhance
enchanced->enhanced
enclude->include
encludes->includes
encluding->including
encocder->encoder
encocding->encoding
encodin->encoding
encodingt->encoding
encodning->encoding
encoeder->encoder
encoeding->encoding
enconder->encoder
enconding->encoding
encording->encoding
encoser->encoder
encounterd->encountered
encoutered->encountered
encoutnered->encountered
encouttered->encountered
encrcypt->encrypt
encrcypted->encrypted
encrcyption->encryption
encript->encrypt
encripted->encrypted
encription->encryption
encrpt->encrypt
encrpted->encrypted
encrption->encryption
encrpyt->encrypt
encrpyted->encrypted
encrpytion->encryption
encrupted->encrypted
encryped->encrypted
encrypiton->encryption
encryptiion->encryption
encryptio->encryption
encryptiong->encryption
encryt->encrypt
encryted->encrypted
encrytion->encryption
encrytp->encrypt
encrytped->encrypted
encrytpion->encryption
encrytpt->encrypt
encrytpted->encrypted
encrytption->encryption
encypt->encrypt
encypted->encrypted
encyption->encryption
endcoder->encoder
endcoding->encoding
endding->ending
endig->ending
endoint->endpoint
endpdoint->endpoint
endpint->endpoint
endpiont->endpoint
endpont->endpoint
endsup->ends up
enduced->induced
endur->endure
eneable->enable
eneabled->enabled
eneables->enables
eneabling->enabling
enebale->enable
enebaled->enabled
enebales->enables
enebaling->enabling
eneble->enable
enebled->enabled
enebles->enables
enebling->enabling
ened->need
enegery->energy
enehanced->enhanced
enery->energy
eneter->enter
enetered->entered
enetering->entering
eneters->enters
enew->new
enforcmement->enforcement
enforcment->enforcement
enfore->enforce
enforece->enforce
enfornce->enforce
enforncement->enforcement
enforrce->enforce
engeneer->engineer
engeneering->engineering
engeneers->engineers
engery->energy
engieer->engineer
engieering->engineering
engieers->engineers
engieneer->engineer
engieneers->engineers
engineeer->engineer
engineeering->engineering
engineeers->engineers
enginge->engine
enginges->engines
enginin->engine
enginineer->engineer
enginineering->engineering
enginineers->engineers
engoug->enough
engouh->enough
enhabce->enhance
enhabced->enhanced
enhace->enhance
enhaced->enhanced
enhancd->enhanced
enhane->enhance
enhaned->enhanced
enhence->enhance
enhenced->enhanced
enironment->environment
enitre->entire
enitrely->entirely
enivornment->environment
enivronment->environment
enmpty->empty
enmvironment->environment
enmvironmental->environmental
ennpoint->endpoint
enntries->entries
enocder->encoder
enocding->encoding
enogh->enough
enoght->enough
enoguh->enough
enouch->enough
enoucntered->encountered
enouf->enough
enoufh->enough
enought->enough
enoughts->enough
enougth->enough
enouh->enough
enouhg->enough
enounctered->encountered
enoung->enough
enoungh->enough
enountered->encountered
enouph->enough
enouth->enough
enouugh->enough
enpoint->endpoint
enrties->entries
enrtries->entries
enrtry->entry
enrty->entry
enrypt->encrypt
enrypted->encrypted
enryption->encryption
entension->extension
entensions->extensions
ententries->entries
enterance->entrance
entereing->entering
enterie->entry
enteries->entries
enterily->entirely
enterprice->enterprise
enterpris->enterprise
entery->entry
entierly->entirely
entirerly->entirely
entires->entries
entirey->entirely
entirly->entirely
entite->entire
entrace->entrance
entreis->entries
entriess->entries
enttries->entries
enttry->entry
enty->entry
enuf->enough
enusre->ensure
envaluation->evaluation
envent->event
envents->events
enventually->eventually
enver->never
envinronment->environment
envioment->environment
enviomental->environmental
envionment->environment
envionmental->environmental
enviorement->environment
envioremental->environmental
enviorenment->environment
enviorenmental->environmental
enviorment->environment
enviormental->environmental
enviornemnt->environment
enviornemntal->environmental
enviornment->environment
enviornmental->environmental
envioronment->environment
envioronmental->environmental
envireonment->environment
envireonmental->environmental
envirionment->environment
envirionmental->environmental
envirnment->environment
envirnmental->environmental
envirnoment->environment
enviroiment->environment
enviroment->environment
enviromental->environmental
enviromnent->environment
enviromnental->environmental
environement->environment
environemental->environmental
environemnt->environment
environemntal->environmental
environemt->environment
environemtal->environmental
environent->environment
environental->environmental
environmane->environment
environmenet->environment
environmenetal->environmental
environmet->environment
environmetal->environmental
environmnet->environment
environmnetal->environmental
environmont->environment
environmontal->environmental
environtment->environment
environtmental->environmental
envolution->evolution
envolved->involved
envorce->enforce
envrionment->environment
envrionmental->environmental
envrironment->environment
envrironmental->environmental
envvironment->environment
enxt->next
enymore->anymore
enything->anything
enyway->anyway
enywhere->anywhere
epectation->expectation
epected->expected
epecting->expecting
epmty->empty
epression->expression
epressions->expressions
epty->empty
epxand->expand
epxanded->expanded
epxansion->expansion
epxect->expect
epxectation->expectation
epxected->expected
epxecting->expecting
epxiressions->expressions
eqaul->equal
eqauls->equals
eqaution->equation
eqivalent->equivalent
equaivalent->equivalent
equalibrium->equilibrium
equall->equal
equalls->equals
equavalent->equivalent
equavilent->equivalent
equeal->equal
equeals->equals
equeation->equation
equel->equal
equelibrium->equilibrium
equels->equals
equest->request
equested->requested
equesting->requesting
equestion->question
equestions->questions
equests->requests
equialent->equivalent
equil->equal
equilavalent->equivalent
equilibium->equilibrium
equilibrum->equilibrium
equilvalent->equivalent
equiped->equipped
equipmentd->equipment
equipments->equipment
equipmnet->equipment
equippment->equipment
equiptment->equipment
equire->require
equired->required
equirement->requirement
equirements->requirements
equires->requires
equivalant->equivalent
equivalen->equivalent
equivalenet->equivalent
equivallent->equivalent
equivelant->equivalent
equivelent->equivalent
equivilant->equivalent
equivilent->equivalent
equivivalent->equivalent
equivlalent->equivalent
equivlant->equivalent
equivlent->equivalent
equivqlent->equivalent
equl->equal
equlibrium->equilibrium
equls->equals
equpment->equipment
equpped->equipped
eqution->equation
equvalent->equivalent
equvivalent->equivalent
eralier->earlier
erformance->performance
erliear->earlier
erlier->earlier
erly->early
ermergency->emergency
eror->error
erorr->error
erorrs->errors
erors->errors
errorr->error
errorrs->errors
erros->errors
errot->error
errots->errors
errpr->error
errprs->errors
errro->error
errror->error
errrors->errors
errros->errors
ertor->error
ertors->errors
erturn->return
erturned->returned
erturning->returning
erturns->returns
ervery->every
erverything->everything
ervice->service
ervices->services
esacpe->escape
esacped->escaped
escased->escaped
esccape->escape
esccaped->escaped
escpae->escape
escpaed->escaped
escpecially->especially
escuse->excuse
esecute->execute
esential->essential
esge->edge
esges->edges
esier->easier
esily->easily
esimate->estimate
esimation->estimation
esists->exists
esitmate->estimate
esitmation->estimation
esle->else
esnure->ensure
espacally->especially
espaced->escaped
espacially->especially
espcially->especially
especailly->especially
especally->especially
especiall->especially
especiallly->especially
especialy->especially
especialyl->especially
especiially->especially
espectation->expectation
espected->expected
especting->expecting
espeically->especially
esponse->response
esponsibility->responsibility
esponsible->responsible
essencial->essential
essentail->essential
essental->essential
essentual->essential
essesital->essential
essiential->essential
esspecially->especially
esssential->essential
estabilish->establish
estabilished->established
estabish->establish
estabishd->established
estabished->established
establis->establish
establised->established
establishd->established
establsihed->established
esteblish->establish
esteblished->established
estiamate->estimate
estiamation->estimation
estimage->estimate
esudo->sudo
esy->easy
etablish->establish
etablishd->established
etablished->established
etcc->etc
etcp->etc
etended->extended
etension->extension
etensions->extensions
ethe->the
ethernal->eternal
ethose->those
etiher->either
eto->to
etror->error
etrors->errors
etst->test
etsts->tests
etxt->text
euivalent->equivalent
euqal->equal
euqals->equals
euqation->equation
euqivalent->equivalent
evailable->available
evalation->evaluation
evaliation->evaluation
evaluataion->evaluation
evalueation->evaluation
evaluetion->evaluation
evalulation->evaluation
evalutaion->evaluation
evalutation->evaluation
evaulation->evaluation
evauluation->evaluation
eveerything->everything
evelope->envelope
eveluation->evaluation
evenhtually->eventually
eventally->eventually
eventaully->eventually
eventhough->even though
eventially->eventually
eventuall->eventually
eventualy->eventually
evenually->eventually
eveolution->evolution
everage->average
everithing->everything
everone->everyone
everthing->everything
evertyhign->everything
evertyhing->everything
evertything->everything
everwhere->everywhere
everyhing->everything
everyhting->everything
everythig->everything
everythign->everything
everythin->everything
everytime->every time
everyting->everything
everytone->everyone
everywher->everywhere
evey->every
eveyone->everyone
eveyr->every
eveyrone->everyone
eveyrthing->everything
eveyrwhere->everywhere
eveything->everything
eveywhere->everywhere
evironment->environment
evluation->evaluation
evnet->event
evnts->events
evoluton->evolution
evrithing->everything
evry->every
evrythign->everything
evrything->everything
evrytime->every time
evrywhere->everywhere
evyrthing->everything
ewhwer->where
exaclty->exactly
exacly->exactly
exactely->exactly
exactlly->exactly
exacty->exactly
exacute->execute
exacuted->executed
exacuting->executing
exacution->execution
exadecimal->hexadecimal
exameple->example
exameples->examples
examin->examine
examinate->examine
examle->example
examles->examples
examlpe->example
examlpes->examples
examnple->example
examnples->examples
exampe->example
exampel->example
exampele->example
exampeles->examples
exampels->examples
exampes->examples
examplee->example
examplees->examples
exampple->example
exampples->examples
exand->expand
exanded->expanded
exansion->expansion
exapand->expand
exapanded->expanded
exapansion->expansion
exapend->expand
exaplain->explain
exaplaination->explanation
exaplanation->explanation
exaple->example
exaples->examples
exapmle->example
exapmles->examples
exapnd->expand
exapnded->expanded
exapnsion->expansion
exat->exact
exatc->exact
exatcly->exactly
exatct->exact
exatctly->exactly
exatly->exactly
exaust->exhaust
exausted->exhausted
excact->exact
excactly->exactly
excahcnge->exchange
excahnge->exchange
excange->exchange
excape->escape
excaped->escaped
excat->exact
excatly->exactly
exccute->execute
excecise->exercise
excecpt->except
excecption->exception
excecte->execute
excective->executive
excecute->execute
excecuted->executed
excecuting->executing
excecution->execution
excecutive->executive
exced->exceed
excedded->exceeded
excedding->exceeding
excede->exceed
exceded->exceeded
excedeed->exceeded
excedes->exceeds
exceding->exceeding
exceds->exceeds
exceeed->exceed
exceeeded->exceeded
exceeeding->exceeding
exceeeds->exceeds
excelent->excellent
excell->excel
exceot->except
excepetion->exception
excepion->exception
exceptation->expectation
exceptioin->exception
exceptionn->exception
excercise->exercise
excerise->exercise
excersize->exercise
exces->excess
excesed->exceeded
excesss->excess
excetion->exception
excetpion->exception
excetption->exception
excetute->execute
excetuted->executed
excetuting->executing
excetution->execution
excetutive->executive
exceucte->execute
exceucted->executed
exceucting->executing
exceuction->execution
exceuctive->executive
exceute->execute
exceuted->executed
exceuting->executing
exceution->execution
exceutive->executive
excewption->exception
exchage->exchange
exchagne->exchange
exchagnge->exchange
exchanage->exchange
exchance->exchange
exchanche->exchange
exchane->exchange
exchaust->exhaust
exchausted->exhausted
exchenge->exchange
exchnage->exchange
exchng->exchange
exchnge->exchange
excipt->except
exciption->exception
excist->exist
excistence->existence
excisting->existing
excists->exists
excliude->exclude
excludde->exclude
excludle->exclude
exclusiv->exclusive
exclusuive->exclusive
excpect->expect
excpected->expected
excpecting->expecting
excpeption->exception
excpet->except
excpetion->exception
excpt->except
excption->exception
excract->extract
exctract->extract
exctraction->extraction
exculde->exclude
exculsive->exclusive
excute->execute
excuted->executed
excuting->executing
excution->execution
execeed->exceed
execeeded->exceeded
execeeds->exceeds
execellent->excellent
execept->except
exeception->exception
execpt->except
execption->exception
exectation->expectation
execte->execute
exectly->exactly
exectue->execute
exectued->executed
exectuing->executing
exectuion->execution
execture->execute
exectured->executed
execturing->executing
exectute->execute
exectuted->executed
exectuting->executing
exectution->execution
execuate->execute
execuated->executed
execuation->execution
execucte->execute
execucted->executed
execuction->execution
execude->execute
execuded->executed
execue->execute
execued->executed
execuet->execute
execuetd->executed
execuete->execute
execueted->executed
execuing->executing
execuion->execution
execuite->execute
execuited->executed
execuiting->executing
execuition->execution
execulusive->exclusive
execune->execute
execuned->executed
execunting->executing
execure->execute
execured->executed
execusion->execution
execusive->exclusive
execustion->execution
execut->execute
executation->execution
executd->executed
executding->executing
executig->executing
executign->executing
executng->executing
executon->execution
executre->execute
executred->executed
executting->executing
executtion->execution
executue->execute
executued->executed
executuing->executing
executuion->execution
executung->executing
executuon->execution
executute->execute
execututed->executed
executution->execution
exeed->exceed
exeeded->exceeded
exeeding->exceeding
exeedingly->exceedingly
exeeds->exceeds
exelent->excellent
exellent->excellent
exempel->example
exempels->examples
exended->extended
exension->extension
exensions->extensions
exent->extent
exentended->extended
exepct->expect
exepcted->expected
exepect->expect
exepectation->expectation
exepected->expected
exepecting->expecting
exeprimental->experimental
exept->except
exeqution->execution
exerciese->exercise
exercize->exercise
exerience->experience
exerienced->experienced
exerimental->experimental
exernal->external
exersice->exercise
exersise->exercise
exersize->exercise
exerternal->external
exeucte->execute
exeucted->executed
exeucting->executing
exeuction->execution
exeution->execution
exexute->execute
exexuted->executed
exexuting->executing
exexution->execution
exhalted->exalted
exhange->exchange
exhaused->exhausted
exhauted->exhausted
exhcuast->exhaust
exhcuasted->exhausted
exhibtion->exhibition
exhist->exist
exhistance->existence
exhistence->existence
exhisting->existing
exhists->exists
exibition->exhibition
exipration->expiration
exipred->expired
exising->existing
exisit->exist
exisitence->existence
exisiting->existing
exisitng->existing
exisits->exists
existance->existence
existencd->existence
existense->existence
existin->existing
existince->existence
existng->existing
existsing->existing
existting->existing
existung->existing
existy->exist
existying->existing
exite->exit
exitsing->existing
exitss->exists
exitstence->existence
exitsting->existing
exitsts->exists
exitt->exit
exixst->exist
exixting->existing
exixts->exists
exlain->explain
exlanation->explanation
exlcude->exclude
exlcusive->exclusive
exlude->exclude
exlusive->exclusive
exmaine->examine
exmaple->example
exmaples->examples
exmple->example
exmples->examples
exmport->export
exntend->extend
exntended->extended
exntension->extension
exntensions->extensions
exnternal->external
exntry->entry
exort->export
exorted->exported
exorting->exporting
exorts->exports
expad->expand
expaded->expanded
expain->explain
expalin->explain
expalnation->explanation
expaneded->expanded
expanion->expansion
expanshion->expansion
expanssion->expansion
exparation->expiration
expasion->expansion
expception->exception
expcetation->expectation
expceted->expected
expceting->expecting
expcetion->exception
expct->expect
expcted->expected
expcting->expecting
expec->expect
expecation->expectation
expeced->expected
expecet->expect
expecetation->expectation
expeceted->expected
expeceting->expecting
expecially->especially
expecing->expecting
expectaion->expectation
expectatoin->expectation
expectaton->expectation
expectd->expected
expecte->expected
expeect->expect
expeected->expected
expeecting->expecting
expeense->expense
expeenses->expenses
expeensive->expensive
expeience->experience
expeienced->experienced
expeimental->experimental
expeimentel->experimental
expeirimental->experimental
expeirimentel->experimental
expemental->experimental
expementel->experimental
expence->expense
expences->expenses
expencive->expensive
expepect->expect
expepected->expected
expepecting->expecting
expepted->expected
expepting->expecting
expeption->exception
experamental->experimental
experamentel->experimental
experation->expiration
experct->expect
expercted->expected
expercting->expecting
expereince->experience
expereinced->experienced
experemental->experimental
experementel->experimental
experence->experience
experenced->experienced
experes->express
experesed->expressed
experesion->expression
experesions->expressions
experess->express
experessed->expressed
experession->expression
experessions->expressions
experiance->experience
experianced->experienced
experiation->expiration
experice->experience
expericed->experienced
experiece->experience
experieced->experienced
experiemental->experimental
experimal->experimental
experimanental->experimental
experimanentel->experimental
experimanetal->experimental
experimanetel->experimental
experimantal->experimental
experimantel->experimental
experimdntal->experimental
experimdntel->experimental
experimel->experimental
experimenal->experimental
experimenatal->experimental
experimenatel->experimental
experimenel->experimental
experimentaal->experimental
experimentaatl->experimental
experimentaital->experimental
experimentat->experimental
experimentatal->experimental
experimentatl->experimental
experimentel->experimental
experimential->experimental
experimentially->experimental
experimetal->experimental
experimetel->experimental
experimetental->experimental
experimetentel->experimental
experimetnal->experimental
experimetnel->experimental
experimintal->experimental
experimintel->experimental
experimmental->experimental
experimmentel->experimental
experimnetal->experimental
experimnetel->experimental
experimntal->experimental
experimntel->experimental
experimtenal->experimental
experimtenel->experimental
experince->experience
experinced->experienced
experinece->experience
experineced->experienced
experinemental->experimental
experinementel->experimental
experiration->expiration
expermenetal->experimental
expermenetel->experimental
expermental->experimental
expermentel->experimental
expermiental->experimental
expermientel->experimental
expermimental->experimental
expermimentel->experimental
experminental->experimental
expernal->external
expers->express
expersed->expressed
experses->expenses
expersion->expression
expersions->expressions
expersive->expensive
experss->express
experssed->expressed
experssion->expression
experssions->expressions
expese->expense
expeses->expenses
expesive->expensive
expesnce->expense
expesnces->expenses
expesncive->expensive
expess->express
expessed->expressed
expession->expression
expessions->expressions
expest->expect
expested->expected
expesting->expecting
expetation->expectation
expetc->expect
expetced->expected
expetcing->expecting
expetct->expect
expetcted->expected
expetcting->expecting
expetect->expect
expetected->expected
expetecting->expecting
expeted->expected
expetimental->experimental
expetimentel->experimental
expeting->expecting
expetion->exception
expewrimental->experimental
expewrimentel->experimental
expexct->expect
expexcted->expected
expexcting->expecting
expexnasion->expansion
expext->expect
expexted->expected
expexting->expecting
expidition->expedition
expierence->experience
expierenced->experienced
expierience->experience
expierienced->experienced
expiremental->experimental
expirence->experience
expirenced->experienced
expiriation->expiration
expiried->expired
expirience->experience
expirienced->experienced
expirimental->experimental
expited->expired
explaination->explanation
explanaiton->explanation
explanantion->explanation
explane->explain
explanition->explanation
explantion->explanation
explenation->explanation
explian->explain
explin->explain
explination->explanation
explnation->explanation
expoed->exposed
expoential->exponential
expoentntial->exponential
expoerted->exported
exponetial->exponential
expontential->exponential
exporession->expression
expors->exports
exportet->exported
expport->export
exppressed->expressed
expration->expiration
exprect->expect
exprectation->expectation
exprected->expected
exprecting->expecting
expres->express
expresed->expressed
expresion->expression
expresions->expressions
expresison->expression
expresisons->expressions
expressino->expression
expressio->expression
expressiong->expression
expressios->expressions
expresson->expression
expressons->expressions
expresss->express
expresssion->expression
expresssions->expressions
exprience->experience
exprienced->experienced
exprimental->experimental
exprot->export
exproted->exported
exproting->exporting
exprots->exports
exprted->exported
exprting->exporting
exptect->expect
exptectation->expectation
exptected->expected
exptecting->expecting
exptra->extra
exra->extra
exraction->extraction
exrension->extension
exrensions->extensions
exressed->expressed
exression->expression
exressions->expressions
exsample->example
exsamples->examples
exsistence->existence
exsisting->existing
exsists->exists
exsitence->existence
exsiting->existing
exspect->expect
exspected->expected
exspecting->expecting
exspense->expense
exspenses->expenses
exsting->existing
exstream->extreme
exsts->exists
extaction->extraction
extactly->exactly
extansions->extensions
extarnal->external
exteded->extended
extedn->extend
extedned->extended
exteme->extreme
extemely->extremely
extenal->external
extendded->extended
extendet->extended
extendsion->extension
extendsions->extensions
extened->extended
exteneded->extended
extenion->extension
extenison->extension
extenisons->extensions
extennsion->extension
extennsions->extensions
extensino->extension
extensinos->extensions
extensiones->extensions
extensiv->extensive
extenson->extension
extensons->extensions
extenstion->extension
extenstions->extensions
extented->extended
extention->extension
extentions->extensions
extepect->expect
extepecting->expecting
exteral->external
extereme->extreme
exteremely->extremely
extermal->external
exterme->extreme
extermely->extremely
extermly->extremely
externel->external
extesion->extension
extesions->extensions
extesnion->extension
extesnions->extensions
extimate->estimate
extimation->estimation
exting->existing
extist->exist
extistence->existence
extisting->existing
extists->exists
extit->exit
extnesion->extension
extrac->extract
extracion->extraction
extractino->extraction
extrat->extract
extration->extraction
extraxt->extract
extream->extreme
extreamely->extremely
extreamily->extremely
extreamly->extremely
extreem->extreme
extreemly->extremely
extremaly->extremely
extremeley->extremely
extremelly->extremely
extremem->extreme
extrememe->extreme
extrememely->extremely
extrememly->extremely
extremly->extremely
extrenal->external
extrime->extreme
extrimely->extremely
extrimly->extremely
extry->entry
exucute->execute
exucuted->executed
exucuting->executing
exucution->execution
eyar->year
eyars->years
eyasr->years
eyt->yet
fability->facility
facillities->facilities
facilties->facilities
facilty->facility
facirity->facility
facor->favor
facour->favour
facourite->favourite
facttory->factory
faeture->feature
faetures->features
faied->failed
faield->failed
failded->failed
failer->failure
failes->fails
failicies->facilities
failicy->facility
failied->failed
failiure->failure
faill->fail
failled->failed
faills->fails
faillure->failure
failre->failure
failrue->failure
failsave->fail-safe
failture->failure
failue->failure
failuer->failure
failur->failure
failured->failed
fairoh->pharaoh
faiulre->failure
faiure->failure
faktors->factors
fales->false
falg->flag
falgs->flags
falied->failed
falis->fails
faliure->failure
falsly->falsely
falure->failure
familar->familiar
familes->families
familiies->families
familiy->family
familliar->familiar
famillies->families
familly->family
famliar->familiar
famlies->families
famliliar->familiar
famlilies->families
famlily->family
famly->family
famoust->famous
farily->fairly
farmework->framework
farward->forward
fasend->fastened
fasened->fastened
fashon->fashion
fasion->fashion
fasle->false
fastr->faster
fatc->fact
fater->faster
fatig->fatigue
fatser->faster
fature->feature
fatures->features
faught->fought
fauilure->failure
faulsure->failure
faulure->failure
faund->found
fause->false
fauture->feature
fautures->features
faymus->famous
fcound->found
featchd->fetched
featched->fetched
featchure->feature
featchures->features
featre->feature
featres->features
featrue->feature
featrues->features
featue->feature
featues->features
featur->feature
featurs->features
feautre->feature
feautres->features
feauture->feature
feautures->features
feeback->feedback
feeded->fed
feek->feel
feeks->feels
feets->feet
feetur->feature
feeture->feature
feeze->freeze
feezing->freezing
feild->field
feilds->fields
fequency->frequency
fequently->frequently
fertil->fertile
fetaure->feature
fetaures->features
fetures->features
fewd->few
fewg->few
fhurter->further
fialed->failed
fially->finally
fialog->dialog
fialogs->dialogs
fials->fails
fialure->failure
fianl->final
fianlly->finally
fidn->find
fied->field
fiedl->field
fiedls->fields
fieds->fields
fieid->field
fieids->fields
fieled->field
fielesystem->filesystem
fielname->filename
fielneame->filename
fiew->few
figgure->figure
figgures->figures
fiield->field
fiields->fields
filal->final
filaname->filename
fileand->file and
fileds->fields
fileld->field
filelds->fields
filenae->filename
filenmae->filename
filese->files
fileshystem->filesystem
filesname->filename
filess->files
filesstem->filesystem
filessystem->filesystem
filessytem->filesystem
fileststem->filesystem
filesysem->filesystem
filesyste->filesystem
filesysthem->filesystem
filesystme->filesystem
filesystyem->filesystem
filesytem->filesystem
filesytsem->filesystem
filetered->filtered
filetering->filtering
fileters->filters
filetest->file test
filetests->file tests
fileystem->filesystem
filies->files
filll->fill
fillled->filled
fillling->filling
fillls->fills
fillowing->following
fillter->filter
filltered->filtered
filltering->filtering
fillters->filters
fillung->filling
filnal->final
filname->filename
filp->flip
filse->files
filsystem->filesystem
filterd->filtered
filterig->filtering
filterin->filtering
filterring->filtering
filtersing->filtering
filterss->filters
fimiliar->familiar
fimilies->families
fimily->family
fimrware->firmware
fimware->firmware
finacial->financial
finallly->finally
finaly->finally
finanace->finance
fincally->finally
finction->function
finctional->functional
finctionality->functionality
finctions->functions
finded->found
findn->find
findout->find out
finelly->finally
fingeprint->fingerprint
fingerpint->fingerprint
finially->finally
finil->final
finilly->finally
finisch->finish
finisched->finished
finisching->finishing
finised->finished
finishd->finished
finishied->finished
finising->finishing
finnished->finished
finnishing->finishing
finshed->finished
finshing->finishing
finsih->finish
finsihed->finished
finsihing->finishing
finsish->finish
finsished->finished
finsishing->finishing
finxed->fixed
finxing->fixing
fiorget->forget
firday->Friday
firdt->first
fireing->firing
firend->friend
firendly->friendly
firends->friends
firey->fiery
firmaware->firmware
firmawre->firmware
firmeare->firmware
firmeware->firmware
firmnware->firmware
firmwar->firmware
firmwart->firmware
firmwear->firmware
firmwqre->firmware
firmwre->firmware
firmwware->firmware
firrst->first
firsr->first
firsth->first
firt->first
firts->first
firware->firmware
firwmare->firmware
fisrt->first
fiter->filter
fitered->filtered
fitering->filtering
fith->fifth
fitler->filter
fitlered->filtered
fitlering->filtering
fitlers->filters
fivety->fifty
fixeed->fixed
fixeing->fixing
fixel->pixel
fixels->pixels
fixwd->fixed
flages->flags
flagg->flag
flaot->float
flaoting->floating
flate->flat
fle->file
fleed->fled
flewant->fluent
flexable->flexible
flexble->flexible
flexibele->flexible
flie->file
fliter->filter
flitered->filtered
flitering->filtering
fliters->filters
floading->floating
floting->floating
flter->filter
fltered->filtered
flters->filters
flud->flood
flyes->flies
fnction->function
fnctions->functions
fnish->finish
fnished->finished
fnishing->finishing
fobid->forbid
fobidden->forbidden
focu->focus
focument->document
focuse->focus
focusf->focus
focuss->focus
foder->folder
foders->folders
fof->for
foget->forget
fogot->forgot
fogotten->forgotten
folde->folder
foler->folder
folers->folders
folfer->folder
folfers->folders
folled->followed
follew->follow
follewed->followed
follewin->following
follewind->following
follewing->following
follewinwg->following
follewiong->following
follewiwng->following
follewong->following
follews->follows
follfow->follow
follfowed->followed
follfowin->following
follfowind->following
follfowing->following
follfowinwg->following
follfowiong->following
follfowiwng->following
follfowong->following
follfows->follows
follin->following
follind->following
follinwg->following
folliong->following
folliw->follow
folliwed->followed
folliwin->following
folliwind->following
folliwing->following
folliwinwg->following
folliwiong->following
folliwiwng->following
folliwng->following
folliwong->following
folliws->follows
folllow->follow
folllowed->followed
folllowin->following
folllowind->following
folllowing->following
folllowinwg->following
folllowiong->following
folllowiwng->following
folllowong->following
folllows->follows
follod->followed
folloeing->following
folloing->following
folloiwng->following
follolwing->following
follong->following
follos->follows
followeing->following
followes->follows
followig->following
followign->following
followiing->following
followin->following
followind->following
followins->following
followint->following
followng->following
followwing->following
folls->follows
follw->follow
follwed->followed
follwin->following
follwind->following
follwing->following
follwinwg->following
follwiong->following
follwiwng->following
follwo->follow
follwoe->follow
follwoed->followed
follwoeed->followed
follwoein->following
follwoeind->following
follwoeing->following
follwoeinwg->following
follwoeiong->following
follwoeiwng->following
follwoeong->following
follwoes->follows
follwoin->following
follwoind->following
follwoing->following
follwoinwg->following
follwoiong->following
follwoiwng->following
follwong->following
follwoong->following
follwos->follows
follwow->follow
follwowed->followed
follwowin->following
follwowind->following
follwowing->following
follwowinwg->following
follwowiong->following
follwowiwng->following
follwowong->following
follwows->follows
follws->follows
follww->follow
follwwed->followed
follwwin->following
follwwind->following
follwwing->following
follwwinwg->following
follwwiong->following
follwwiwng->following
follwwong->following
follwws->follows
foloow->follow
foloowed->followed
foloowin->following
foloowind->following
foloowing->following
foloowinwg->following
foloowiong->following
foloowiwng->following
foloowong->following
foloows->follows
folow->follow
folowed->followed
folowin->following
folowind->following
folowing->following
folowinwg->following
folowiong->following
folowiwng->following
folowong->following
folows->follows
foloww->follow
folowwed->followed
folowwin->following
folowwind->following
folowwing->following
folowwinwg->following
folowwiong->following
folowwiwng->following
folowwong->following
folowws->follows
folse->false
folwo->follow
folwoed->followed
folwoin->following
folwoind->following
folwoing->following
folwoinwg->following
folwoiong->following
folwoiwng->following
folwoong->following
folwos->follows
fom->from
fomat->format
fomated->formatted
fomates->formats
fomating->formatting
fomats->formats
fomatted->formatted
fomatting->formatting
fomed->formed
fomr->from
fomrat->format
fomrated->formatted
fomrating->formatting
fomrats->formats
fomratted->formatted
fomratting->formatting
fomula->formula
fomulas->formulas
fonctional->functional
fonctionality->functionality
fonctionnal->functional
fonctionnality->functionality
fontier->frontier
fontrier->frontier
fonud->found
foontnotes->footnotes
foootball->football
foorter->footer
footnoes->footnotes
foound->found
foraign->foreign
foramatting->formatting
foramt->format
foramts->formats
foramtted->formatted
foramtting->formatting
forat->format
forbbiden->forbidden
forbidded->forbidden
forbiden->forbidden
forbit->forbid
forbiten->forbidden
forbitten->forbidden
forcast->forecast
forceing->forcing
forcin->forcing
forcot->forgot
forece->force
foreced->forced
foreces->forces
foregin->foreign
foregrond->foreground
foreing->foreign
foreward->forward
forgeround->foreground
forgoten->forgotten
forgotton->forgotten
forground->foreground
forhead->forehead
foriegn->foreign
forin->foreign
forld->fold
forlder->folder
forlders->folders
formated->formatted
formath->format
formaths->formats
formatiing->formatting
formating->formatting
formatteded->formatted
formattgin->formatting
formattied->formatted
formattin->formatting
formattind->formatting
formattings->formatting
formattring->formatting
formattted->formatted
formattting->formatting
formmat->format
formmats->formats
formmatted->formatted
formmatting->formatting
formtat->format
formtated->formatted
formtating->formatting
formtats->formats
formtatted->formatted
formtatting->formatting
formtted->formatted
formtting->formatting
formua->formula
formual->formula
formuala->formula
formualas->formulas
formuals->formulas
formware->firmware
fornat->format
fornated->formatted
fornats->formats
fornatted->formatted
forot->forgot
forotten->forgotten
forr->for
forst->first
fortat->format
forteen->fourteen
forthe->for the
forula->formula
forulas->formulas
forumla->formula
forumlas->formulas
forumula->formula
forumulas->formulas
forver->forever
forwad->forward
forwward->forward
fot->for
fotget->forget
fotgot->forgot
fotgotten->forgotten
fotograph->photograph
foucs->focus
foudn->found
fougth->fought
foult->fault
fourh->fourth
fourty->forty
fouth->fourth
fouund->found
foward->forward
fowll->follow
fowlling->following
fpr->for
fprmat->format
fpt->ftp
fram->frame
framei->frame
framewoek->framework
frameword->framework
frameworkk->framework
frams->frames
framw->frame
framwework->framework
framwork->framework
framws->frames
franes->frames
franework->framework
fration->fraction
freame->frame
freames->frames
freamework->framework
frecuency->frequency
frecuently->frequently
freedeom->freedom
freedon->freedom
freedum->freedom
freee->free
freeeze->freeze
freeezing->freezing
freezin->freezing
freind->friend
freindly->friendly
freinds->friends
freqency->frequency
freqently->frequently
freqeuncy->frequency
freqeuntly->frequently
freqiency->frequency
freqiently->frequently
freqquency->frequency
freqquently->frequently
frequancy->frequency
frequantly->frequently
frequecy->frequency
frequencey->frequency
frequenct->frequency
frequentily->frequently
frequetly->frequently
frequncy->frequency
frequntly->frequently
freze->freeze
fricton->friction
fridey->Friday
frimware->firmware
frisday->Friday
frition->friction
frmat->format
frmo->from
froce->force
froced->forced
froces->forces
frocing->forcing
froget->forget
frogot->forgot
frogotten->forgotten
frok->from
fromal->formal
fromat->format
fromated->formatted
fromates->formats
fromating->formatting
fromation->formation
fromats->formats
fromatted->formatted
fromatting->formatting
frome->from
fromed->formed
froms->forms
fromt->from
fromthe->from the
fron->from
froniter->frontier
froozen->frozen
frop->drop
fropm->from
frops->drops
frowrad->forward
frozee->frozen
frquency->frequency
frquently->frequently
frrom->from
fter->after
fualt->fault
fucntion->function
fucntional->functional
fucntionality->functionality
fucntions->functions
fuction->function
fuctional->functional
fuctionality->functionality
fuctions->functions
fufill->fulfill
fufilled->fulfilled
fugure->figure
fugures->figures
fule->file
fulfiled->fulfilled
fullfiled->fulfilled
fullfilled->fulfilled
fulll->full
fullly->fully
fulsh->flush
fuly->fully
fumction->function
fumctional->functional
fumctions->functions
funcation->function
funcational->functional
funcationality->functionality
funcations->functions
funchtion->function
funchtional->functional
funchtionn->function
funchtionnal->functional
funchtionns->functions
funchtions->functions
funcion->function
funcionality->functionality
funcions->functions
funciotn->function
funciotnal->functional
funciotnality->functionality
funciotns->functions
funcition->function
funcitional->functional
funcitionality->functionality
funcitions->functions
funciton->function
funcitonal->functional
funcitonality->functionality
funcitons->functions
funcstions->functions
functiion->function
functiional->functional
functiionality->functionality
functiions->functions
functin->function
functinal->functional
functinality->functionality
functino->function
functinoal->functional
functinoality->functionality
functinos->functions
functins->functions
functio->function
functioal->functional
functioality->functionality
functionability->functionality
functionable->functional
functionaility->functionality
functionailty->functionality
functionaily->functionality
functionaity->functionality
functionalilty->functionality
functionallity->functionality
functionaltiy->functionality
functionalty->functionality
functionionality->functionality
functionlity->functionality
functionnal->functional
functionnality->functionality
functionns->functions
functionon->function
functionss->functions
functios->functions
functiosn->functions
functiton->function
functitonal->functional
functitons->functions
functon->function
functonal->functional
functonality->functionality
functons->functions
functtion->function
functtional->functional
functtionality->functionality
functtions->functions
funczion->function
fundation->foundation
funktionality->functionality
funktions->functions
funrel->funeral
funtion->function
funtional->functional
funtionality->functionality
funtionallity->functionality
funtionalty->functionality
funtions->functions
funvtion->function
funvtional->functional
funvtionality->functionality
funvtions->functions
funxtion->function
funxtional->functional
funxtionality->functionality
funxtions->functions
furance->furnace
furether->further
furethermore->furthermore
furfill->fulfill
furher->further
furhermore->furthermore
furhter->further
furhtermore->furthermore
furmula->formula
furnction->function
furnctional->functional
furnctions->functions
furneture->furniture
furser->further
fursermore->furthermore
fursest->first
furst->first
fursther->further
fursthermore->furthermore
furtehr->further
furter->further
furtermore->furthermore
furthe->further
furthemore->furthermore
furthere->further
furtheremor->furthermore
furtheremore->furthermore
furthermor->furthermore
furthher->further
furthremore->furthermore
furthur->further
furture->future
furure->future
furuther->further
furutre->future
futher->further
futherize->further
futhermore->furthermore
futrue->future
futrure->future
futture->future
fwe->few
fxed->fixed
fysical->physical
gabage->garbage
gague->gauge
gagues->gauges
gallary->gallery
galllery->gallery
ganeral->general
ganerally->generally
ganerate->generate
ganerated->generated
ganerating->generating
ganeration->generation
ganerations->generations
ganerator->generator
ganerators->generators
ganeric->generic
ganes->games
garabge->garbage
garantee->guarantee
garanty->guarantee
garbadge->garbage
garbagge->garbage
garbarge->garbage
gard->guard
garentee->guarantee
garph->graph
garphic->graphic
garphical->graphical
garphics->graphics
garuantee->guarantee
gatherig->gathering
gauage->gauge
gauarantee->guarantee
gauarentee->guarantee
gaurantee->guarantee
gauranttee->guarantee
gaurd->guard
gaurentee->guarantee
geeneric->generic
geenral->general
geenrally->generally
geenrate->generate
geenrated->generated
geenrating->generating
geenration->generation
geenrations->generations
geenrator->generator
geenrators->generators
geenric->generic
geeral->general
geerally->generally
geerate->generate
geerated->generated
geerating->generating
geeration->generation
geerations->generations
geerator->generator
geerators->generators
geeric->generic
gemetry->geometry
gemoetry->geometry
genaral->general
genarally->generally
genarate->generate
genarated->generated
genarating->generating
genaration->generation
genarations->generations
genarator->generator
genarators->generators
genaric->generic
genearal->general
genearally->generally
genearate->generate
genearated->generated
genearating->generating
genearation->generation
genearations->generations
genearator->generator
genearators->generators
genearic->generic
genearl->general
genearlly->generally
genearte->generate
genearted->generated
genearting->generating
geneartion->generation
geneartions->generations
geneartor->generator
geneartors->generators
geneate->generate
geneated->generated
geneating->generating
geneation->generation
geneations->generations
geneator->generator
geneators->generators
genenerate->generate
genenerated->generated
genenerating->generating
generae->generate
generaed->generated
generage->generate
generaged->generated
generaging->generating
generaing->generating
generaion->generation
generaions->generations
generallly->generally
generaly->generally
generalyl->generally
generaml->general
generaor->generator
generaors->generators
generared->generated
generaring->generating
generatd->generated
generatig->generating
generatins->generations
generatng->generating
generatons->generations
generatted->generated
generatting->generating
generattion->generation
generattions->generations
generattor->generator
generattors->generators
genereal->general
genereally->generally
genereate->generate
genereated->generated
genereating->generating
genereation->generation
genereations->generations
genereator->generator
genereators->generators
genereic->generic
generel->general
generelly->generally
genereral->general
genererally->generally
genererate->generate
genererated->generated
genererater->generator
genererating->generating
genereration->generation
genererations->generations
genererator->generator
genererators->generators
genereric->generic
generete->generate
genereted->generated
genereting->generating
generetion->generation
generetions->generations
generetor->generator
generetors->generators
generl->general
generla->general
generlaly->generally
generlly->generally
generte->generate
generted->generated
generting->generating
genertion->generation
genertions->generations
genertor->generator
genertors->generators
genral->general
genrally->generally
genrate->generate
genrated->generated
genratet->generated
genrating->generating
genration->generation
genrations->generations
genrator->generator
genrators->generators
genreal->general
genreally->generally
genreate->generate
genreated->generated
genreating->generating
genreation->generation
genreations->generations
genreator->generator
genreators->generators
genreic->generic
genric->generic
gental->gentle
geoemtry->geometry
geomerty->geometry
geomery->geometry
geomety->geometry
geometyr->geometry
geomoetry->geometry
geomtery->geometry
geomtry->geometry
geraphics->graphics
gerat->great
gereal->general
gereally->generally
gereate->generate
gereated->generated
gereating->generating
gereation->generation
gereations->generations
gereator->generator
gereators->generators
gerenal->general
gerenally->generally
gerenate->generate
gerenated->generated
gerenating->generating
gerenation->generation
gerenations->generations
gerenator->generator
gerenators->generators
gerenic->generic
gereral->general
gererally->generally
gererate->generate
gererated->generated
gererating->generating
gereration->generation
gererations->generations
gererator->generator
gererators->generators
gereric->generic
gerneral->general
gernerally->generally
gerneraly->generally
gernerate->generate
gernerated->generated
gernerating->generating
gerneration->generation
gernerations->generations
gernerator->generator
gernerators->generators
gerneric->generic
gess->guess
get's->gets
geting->getting
gettig->getting
gettign->getting
gettin->getting
gettting->getting
ghraphic->graphic
gien->given
gilty->guilty
gioen->given
giveing->giving
givne->given
givveing->giving
givven->given
givving->giving
glaobal->global
glight->flight
gloabal->global
gloabl->global
globa->global
globabl->global
globbal->global
globel->global
globla->global
globlal->global
glorfied->glorified
gneral->general
gnerally->generally
gnerate->generate
gnerated->generated
gnerating->generating
gneration->generation
gnerations->generations
gnerator->generator
gnerators->generators
gneric->generic
gnorung->ignoring
gobal->global
goemetry->geometry
goess->goes
gogether->together
gogin->going
goign->going
goin->going
goind->going
golbal->global
gometry->geometry
gonig->going
goole->Google
gorup->group
goruped->grouped
goruping->grouping
gorups->groups
gorw->grow
gorwing->growing
gorws->grows
gost->ghost
goup->group
gouped->grouped
gouping->grouping
goups->groups
gouvener->governor
govement->government
govenment->government
govenrment->government
goverment->government
govermnment->government
governer->governor
governmnet->government
govoner->governor
govoners->governors
govorment->government
govornment->government
grabage->garbage
gradiant->gradient
graet->great
grafic->graphic
grafical->graphical
grafics->graphics
grahic->graphic
grahical->graphical
grahics->graphics
grahpic->graphic
grahpical->graphical
grahpics->graphics
grapgic->graphic
grapgical->graphical
grapgics->graphics
graphci->graphic
graphcial->graphical
graphcis->graphics
graphial->graphical
graphis->graphics
grapic->graphic
grapical->graphical
grapics->graphics
grat->great
gratest->greatest
greated->greater
greately->greatly
greather->greater
grephic->graphic
grestest->greatest
grobal->global
grometry->geometry
grooup->group
groouped->grouped
groouping->grouping
grooups->groups
gropu->group
gropuing->grouping
gropus->groups
groth->growth
groudwater->groundwater
groupd->grouped
groupped->grouped
groupping->grouping
groupt->grouped
grpah->graph
grpahic->graphic
grpahical->graphical
grpahics->graphics
grranted->granted
gruop->group
gruopd->grouped
gruops->groups
grup->group
gruped->grouped
gruping->grouping
grups->groups
grwo->grow
guage->gauge
guages->gauges
guarante->guarantee
guarantie->guarantee
guarbage->garbage
guared->guard
guareente->guarantee
guareentee->guarantee
guarentee->guarantee
guarenteede->guarantee
guarenteer->guarantee
guarentie->guarantee
guarnante->guarantee
guarnantee->guarantee
guarnate->guarantee
guarnatee->guarantee
guarnateee->guarantee
guarnete->guarantee
guarnetee->guarantee
guarnte->guarantee
guarntee->guarantee
guarrante->guarantee
guarrantee->guarantee
guarrantie->guarantee
guarrente->guarantee
guarrentee->guarantee
guaruante->guarantee
guaruantee->guarantee
guarunte->guarantee
guaruntee->guarantee
gud->good
guesss->guess
guideded->guided
guidence->guidance
guie->guide
gurantee->guarantee
gurrantee->guarantee
haa->has
haave->have
hability->ability
hace->have
hadle->handle
hadled->handled
hadler->handler
hadles->handles
hadling->handling
hadnle->handle
hadnled->handled
hadnler->handler
hadnles->handles
hadnling->handling
haeder->header
haev->have
hahve->have
halp->help
hammmer->hammer
handele->handle
handeler->handler
handeles->handles
handeling->handling
handelr->handler
handfull->handful
handker->handler
handleer->handler
handleing->handling
handlig->handling
handlin->handling
handlling->handling
handlong->handling
hanel->handle
hangig->hanging
hanlde->handle
hanlded->handled
hanlder->handler
hanldes->handles
hanlding->handling
hanldle->handle
hanle->handle
hanled->handled
hanler->handler
hanles->handles
hanling->handling
hannging->hanging
hanppen->happen
hanppened->happened
hanppens->happens
hapen->happen
hapend->happened
hapends->happens
hapened->happened
hapenn->happen
hapenned->happened
hapenns->happens
hapens->happens
happan->happen
happaned->happened
happans->happens
happended->happened
happends->happens
happenend->happened
happenned->happened
happenns->happens
happne->happen
happpen->happen
happpened->happened
happpens->happens
hardare->hardware
hardward->hardware
hardwdare->hardware
hareware->hardware
harge->charge
harth->hearth
harware->hardware
harwdare->hardware
has'nt->hasn't
hashi->hash
hashreference->hash reference
hask->hash
hav->have
have'nt->haven't
haveing->having
havent't->haven't
havew->have
havin->having
havind->having
havn't->haven't
havne't->haven't
hax->hex
hda->had
headder->header
headders->headers
headding->heading
headerr->header
headerrs->headers
headle->handle
headng->heading
headong->heading
headquaters->headquarters
heaer->header
healty->healthy
heathy->healthy
heders->headers
hefer->heifer
heigest->highest
heigher->higher
heighest->highest
heighit->height
heighteen->eighteen
heigt->height
heigth->height
heirachy->hierarchy
heirarchy->hierarchy
hel->help
hellow->hello
helment->helmet
heloer->helper
helpped->helped
helpying->helping
henc->hence
hendler->handler
hense->hence
heped->helped
heper->helper
heping->helping
hepl->help
hepled->helped
hepler->helper
hepling->helping
hepls->helps
herad->heard
herarchy->hierarchy
herat->heart
heree->here
heroe->hero
herselv->herself
hertiage->heritage
hese->these
hevy->heavy
hexademical->hexadecimal
hexdecimal->hexadecimal
hexidecimal->hexadecimal
hge->he
hhttp->http
hhttps->https
hiarchy->hierarchy
hiddden->hidden
hidded->hidden
hiddin->hidden
hideen->hidden
hiden->hidden
hiearchy->hierarchy
hieght->height
hierachry->hierarchy
hierarachy->hierarchy
hierarcy->hierarchy
hierarhcy->hierarchy
hierchy->hierarchy
higer->higher
higest->highest
highe->high
highes->highest
highight->highlight
highighted->highlighted
highighting->highlighting
highligh->highlight
highlighed->highlighted
highlighing->highlighting
highlightin->highlighting
highlightning->highlighting
highligjt->highlight
highligjted->highlighted
highligjting->highlighting
highligt->highlight
highligted->highlighted
highligth->highlight
highligthed->highlighted
highligthing->highlighting
highligting->highlighting
highter->higher
hightlight->highlight
hightlighted->highlighted
hightlighting->highlighting
higlight->highlight
higlighted->highlighted
higlighting->highlighting
higly->highly
higth->height
higway->highway
hilight->highlight
hilighted->highlighted
hilighting->highlighting
himselv->himself
hirachy->hierarchy
hirarchy->hierarchy
hirarcy->hierarchy
hirearchy->hierarchy
hirearcy->hierarchy
hismelf->himself
hisory->history
histerical->historical
histori->history
historycal->historical
histroical->historical
histroy->history
histry->history
hitory->history
hitted->hit
hmtl->html
hnalder->handler
hoever->however
hokay->okay
holf->hold
holliday->holiday
homestate->home state
hoook->hook
hoooks->hooks
hopeing->hoping
horicontal->horizontal
horicontally->horizontally
horinzontal->horizontal
horison->horizon
horisontal->horizontal
horisontally->horizontally
horizintal->horizontal
horizintally->horizontally
horizntal->horizontal
horizonal->horizontal
horizonally->horizontally
horizontallly->horizontally
horizontaly->horizontally
horiztonal->horizontal
horiztonally->horizontally
horozon->horizon
horozontal->horizontal
horozontally->horizontally
horrable->horrible
horyzontally->horizontally
horziontal->horizontal
horziontally->horizontally
horzontal->horizontal
horzontally->horizontally
hostanme->hostname
hostorical->historical
hostory->history
hostspot->hotspot
hotizontal->horizontal
hotname->hostname
hounour->honour
houres->hours
housand->thousand
hovever->however
hovewer->however
howeever->however
howerver->however
howeverm->however
howewer->however
howover->However
howver->however
howvere->however
hradware->hardware
hrlp->help
hrlped->helped
hrlper->helper
hrlping->helping
hrlps->helps
hrough->through
hsa->has
hsell->shell
hsi->his
hsitorical->historical
hsitory->history
hsotname->hostname
hsould->should
hsould'nt->shouldn't
hsouldn't->shouldn't
hstory->history
hte->the
htey->they
htikn->think
hting->thing
htings->things
htink->think
htis->this
htmp->html
htpt->http
htpts->https
htts->https
humber->number
hunderd->hundred
hunderds->hundreds
hundret->hundred
hundrets->hundreds
hunrgy->hungry
husban->husband
hvae->have
hvaing->having
hve->have
hvea->have
hwihc->which
hwile->while
hwole->whole
hybird->hybrid
hydogen->hydrogen
hydrolic->hydraulic
hyerarchy->hierarchy
hyerlink->hyperlink
hypenation->hyphenation
hypocrits->hypocrites
iamge->image
iamges->images
ibject->object
ibjects->objects
ibraries->libraries
ibrary->library
iclude->include
icluded->included
icludes->includes
icluding->including
icrease->increase
icreased->increased
icreases->increases
icreasing->increasing
icrement->increment
idae->idea
idaeidae->idea
idaes->ideas
idel->idle
idendification->identification
idendifier->identifier
idendify->identify
idendity->identity
idenfication->identification
idenfier->identifier
idenfification->identification
idenfifier->identifier
idenfify->identify
idenfitication->identification
idenfitier->identifier
idenfitifer->identifier
idenfitify->identify
idenfy->identify
idenical->identical
idenification->identification
idenifier->identifier
idenify->identify
idenitcal->identical
idenitfication->identification
idenitfier->identifier
idenitfy->identify
idenitification->identification
idenitifier->identifier
idenitify->identify
idenitity->identity
idenitty->identity
idenity->identity
identcial->identical
identfication->identification
identfier->identifier
identfy->identify
idential->identical
identic->identical
identication->identification
identicial->identical
identidication->identification
identidier->identifier
identier->identifier
identifaction->identification
identifcation->identification
identifeir->identifier
identifer->identifier
identifictaion->identification
identifieer->identifier
identifiler->identifier
identifiter->identifier
identifiy->identify
identifyer->identifier
identiication->identification
identitiy->identity
identtical->identical
identtification->identification
identtifier->identifier
identtify->identify
identtity->identity
identty->identity
idependence->independence
idependent->independent
idesa->ideas
idetical->identical
idetification->identification
idetifier->identifier
idetify->identify
idetity->identity
idicate->indicate
idicated->indicated
idicates->indicates
idicating->indicating
idicator->indicator
idicators->indicators
idividual->individual
idividually->individually
idividuals->individuals
idons->icons
ifself->itself
ignnore->ignore
ignoded->ignored
ignoerd->ignored
ignonre->ignore
ignord->ignored
ignoreing->ignoring
ignorence->ignorance
ignoret->ignored
ignorgd->ignored
ignorge->ignore
ignorged->ignored
ignorgg->ignoring
ignorgig->ignoring
ignorging->ignoring
ignorin->ignoring
ignormd->ignored
ignorme->ignore
ignormed->ignored
ignormg->ignoring
ignormig->ignoring
ignorming->ignoring
ignornd->ignored
ignorne->ignore
ignorned->ignored
ignorng->ignoring
ignornig->ignoring
ignorning->ignoring
ignorrd->ignored
ignorre->ignore
ignorred->ignored
ignorrg->ignoring
ignorrig->ignoring
ignorring->ignoring
ignortd->ignored
ignorte->ignore
ignorted->ignored
ignortg->ignoring
ignortig->ignoring
ignorting->ignoring
ignory->ignore
ignroe->ignore
ignroed->ignored
ignroing->ignoring
igoned->ignored
igonore->ignore
igore->ignore
igored->ignored
igoring->ignoring
igrnore->ignore
ihs->his
iif->if
iimmune->immune
iinclude->include
iinterval->interval
iland->island
ileagle->illegal
ilegle->illegal
iligal->illegal
illess->illness
illgal->illegal
illiegal->illegal
illigal->illegal
ilness->illness
imaghe->image
imagin->imagine
imapct->impact
imapge->image
imcoming->incoming
imcomming->incoming
imcompatible->incompatible
imcomplete->incomplete
imedatly->immediately
imedialy->immediately
imediate->immediate
imediately->immediately
imediatly->immediately
imform->inform
imformation->information
imformed->informed
imgage->image
imidiate->immediate
imidiately->immediately
imilar->similar
imlementation->implementation
imlemented->implemented
imlimentation->implementation
imlimented->implemented
immadiate->immediate
immadiately->immediately
immadiatly->immediately
immeadiate->immediate
immeadiately->immediately
immedaite->immediate
immedaitely->immediately
immedate->immediate
immedately->immediately
immedeate->immediate
immedeately->immediately
immedially->immediately
immedialty->immediately
immediante->immediate
immediantely->immediately
immediat->immediate
immediatedly->immediately
immediatelly->immediately
immediatelty->immediately
immediatelyly->immediately
immediatley->immediately
immediatlly->immediately
immediatly->immediately
immediatlye->immediately
immediet->immediate
immedietly->immediately
immeditaly->immediately
immeditate->immediate
immeditately->immediately
immeidate->immediate
immeidately->immediately
immidately->immediately
immidatly->immediately
immideate->immediate
immideately->immediately
immidiate->immediate
immidiatelly->immediately
immidiately->immediately
immidiatly->immediately
immmediate->immediate
immmediately->immediately
imort->import
imortance->importance
imortant->important
imorted->imported
imorting->importing
impcat->impact
impelementation->implementation
impelemented->implemented
impelentation->implementation
impelented->implemented
impelmentation->implementation
impelmented->implemented
impementaion->implementation
impementated->implemented
impementation->implementation
impemented->implemented
imperiaal->imperial
implamentation->implementation
implamented->implemented
implemantation->implementation
implemanted->implemented
implemataion->implementation
implemation->implementation
implemememntation->implementation
implemementation->implementation
implememented->implemented
implememetation->implementation
implememntation->implementation
implememnted->implemented
implememtation->implementation
implememted->implemented
implemenatation->implementation
implemenation->implementation
implemenationa->implementation
implemenationd->implementation
implemencted->implemented
implemened->implemented
implemenetaion->implementation
implemenetation->implementation
implemenetd->implemented
implemeneted->implemented
implemenetion->implementation
implementaed->implemented
implementaion->implementation
implementaiton->implementation
implementantion->implementation
implementastion->implementation
implementataion->implementation
implementatation->implementation
implementated->implemented
implementatio->implementation
implementatition->implementation
implementatoin->implementation
implementatoion->implementation
implementaton->implementation
implementattion->implementation
implementd->implemented
implementeation->implementation
implementeed->implemented
implementet->implemented
implemention->implementation
implementtaion->implementation
implemetation->implementation
implemeted->implemented
implemetnation->implementation
implemetned->implemented
implemntation->implementation
implemnted->implemented
implemtation->implementation
implemted->implemented
implemtentation->implementation
implenetation->implementation
impleneted->implemented
implenmentation->implementation
implenmented->implemented
implentation->implementation
implented->implemented
impletation->implementation
impleted->implemented
implimentaion->implementation
implimentation->implementation
implimented->implemented
implimention->implementation
implmenetaion->implementation
implmenetation->implementation
implmenetd->implemented
implmeneted->implemented
implmentation->implementation
implmented->implemented
imporance->importance
imporant->important
imporing->importing
imporot->import
imporoted->imported
imporoting->importing
imporove->improve
imporoved->improved
imporovement->improvement
imporovements->improvements
importace->importance
importamce->importance
importamt->important
importat->important
importd->imported
importence->importance
importnce->importance
importnt->important
imporv->improve
imporve->improve
imporved->improved
imporvement->improvement
imporvements->improvements
imporvment->improvement
imporvments->improvements
impossble->impossible
impossiblble->impossible
impot->import
impotr->import
impove->improve
impoved->improved
impovement->improvement
impovements->improvements
impplementation->implementation
impplemented->implemented
imprementation->implementation
impremented->implemented
impres->impress
impreve->improve
impreved->improved
imprevement->improvement
imprevements->improvements
improbe->improve
improbement->improvement
improbements->improvements
improbment->improvement
improbments->improvements
improof->improve
improofement->improvement
improofment->improvement
improove->improve
improoved->improved
improovement->improvement
improovements->improvements
improovment->improvement
improovments->improvements
imprort->import
improrted->imported
improrting->importing
improssible->impossible
improt->import
improtance->importance
improtant->important
improted->imported
improting->importing
improvemen->improvement
improvemenet->improvement
improvemenets->improvements
improvemens->improvements
improvemnt->improvement
improvemnts->improvements
improvent->improvement
improvents->improvements
improvmenet->improvement
improvmenets->improvements
improvment->improvement
improvments->improvements
imput->input
imrove->improve
imroved->improved
imrovement->improvement
imrovements->improvements
imrpove->improve
imrpoved->improved
imrpovement->improvement
imrpovements->improvements
inabled->enabled
inables->enables
inabling->enabling
inalid->invalid
inavlid->invalid
inbedded->embedded
incalid->invalid
incase->in case
incative->inactive
inceased->increased
inceases->increases
inceasing->increasing
incement->increment
incerase->increase
incerased->increased
incerasing->increasing
inclde->include
inclded->included
incldes->includes
inclding->including
incldue->include
incldued->included
incldues->includes
inclduing->including
incliude->include
incliuded->included
incliudes->includes
incliuding->including
inclode->include
inclreased->increased
includ->include
includded->included
includdes->includes
includding->including
includea->include
includee->include
includeed->included
includees->includes
includeing->including
includied->included
includig->including
includign->including
includin->including
includng->including
includs->includes
incluedd->included
inclueds->includes
incluging->including
incluide->include
incluided->included
incluides->includes
incluiding->including
incluing->including
inclused->included
inclusing->including
incmrement->increment
incomapatible->incompatible
incomaptibele->incompatible
incomaptible->incompatible
incombatible->incompatible
incomin->incoming
incomming->incoming
incommplete->incomplete
incompaitible->incompatible
incomparible->incompatible
incompatabable->incompatible
incompatabile->incompatible
incompatable->incompatible
incompatablie->incompatible
incompataible->incompatible
incompatatble->incompatible
incompatatible->incompatible
incompatble->incompatible
incompatiable->incompatible
incompete->incomplete
incomping->incoming
incompleate->incomplete
incompleete->incomplete
incompletd->incomplete
incomptable->incompatible
incomptible->incompatible
incorect->incorrect
incorreect->incorrect
incorrent->incorrect
incorret->incorrect
incorrrect->incorrect
incrase->increase
incrased->increased
incrases->increases
incrasing->increasing
increaded->increased
increading->increasing
increae->increase
increaed->increased
increaing->increasing
increament->increment
increas->increase
increasd->increased
increasin->increasing
increates->increases
incremeant->increment
incremement->increment
incremenet->increment
incremet->increment
incremnet->increment
increse->increase
incresed->increased
increses->increases
incresing->increasing
incrmenet->increment
incrment->increment
inctance->instance
inctroduce->introduce
incude->include
incuded->included
incudes->includes
incuding->including
inculde->include
inculded->included
inculdes->includes
inculding->including
incvalid->invalid
indcate->indicate
indcated->indicated
indcates->indicates
indcating->indicating
indcator->indicator
indcators->indicators
indciate->indicate
indciated->indicated
indciates->indicates
indciating->indicating
indciator->indicator
indciators->indicators
inddex->index
inddividual->individual
inddividually->individually
inddividuals->individuals
indecate->indicate
indecated->indicated
indecates->indicates
indecating->indicating
indecator->indicator
indecators->indicators
indended->intended
indenpendence->independence
indenpendent->independent
indentical->identical
indentifer->identifier
indentification->identification
indentifier->identifier
indentify->identify
indentit->identity
indentity->identity
indenx->index
indepandance->independence
indepdence->independence
indepdencente->independence
indepdendance->independence
indepdendant->independent
indepdendence->independence
indepdendent->independent
indepdendet->independent
indepdenence->independence
indepdenent->independent
indepdent->independent
indepdented->independent
indepedence->independence
indepedent->independent
indepence->independence
independ->independent
independance->independence
independant->independent
independece->independence
independed->independent
independend->independent
independendet->independent
independet->independent
independnce->independence
independnence->independence
independnent->independent
independnet->independent
independnt->independent
independt->independent
indepenedence->independence
indepenedent->independent
indepenence->independence
indepenendence->independence
indepenendent->independent
indepenent->independent
indepent->independent
indepentence->independence
indepentend->independent
indepentent->independent
inderect->indirect
inderts->inserts
indext->index
indiactor->indicator
indiate->indicate
indiated->indicated
indiates->indicates
indiating->indicating
indicaite->indicate
indicat->indicate
indicatior->indicator
indicatiors->indicators
indiciate->indicate
indiciated->indicated
indiciates->indicates
indiciating->indicating
indicte->indicate
indictes->indicates
indictor->indicator
indipendence->independence
indipendent->independent
indiquate->indicate
indiquates->indicates
indivdual->individual
indivdually->individually
indivduals->individuals
indivdualy->individually
individal->individual
individally->individually
individals->individuals
individaul->individual
individaully->individually
individauls->individuals
individauly->individually
individial->individual
individially->individually
individials->individuals
individiual->individual
individiually->individually
individiuals->individuals
individuallly->individually
individualls->individuals
individualy->individually
individuelly->individually
individuely->individually
individul->individual
individule->individual
individules->individuals
individully->individually
individuls->individuals
indivisual->individual
indivisually->individually
indivisuals->individuals
indiviual->individual
indiviually->individually
indiviuals->individuals
indivual->individual
indivually->individually
indivuals->individuals
indivudual->individual
indivudually->individually
indivuduals->individuals
indpendent->independent
indrect->indirect
indroduce->introduce
indutrial->industrial
indvidual->individual
indvidually->individually
indviduals->individuals
indx->index
indxes->indexes
inegrated->integrated
inerest->interest
inerested->interested
ineresting->interesting
inerests->interests
inerface->interface
inerit->inherit
ineritance->inheritance
inernal->internal
inerval->interval
infact->in fact
infastructure->infrastructure
inferface->interface
infex->index
inflamation->inflammation
influece->influence
infoemation->information
infomation->information
infomed->informed
infomration->information
inforamation->information
inforamtion->information
inforation->information
inforce->enforce
informacion->information
informaion->information
informaiton->information
informatation->information
informatations->information
informatikon->information
informatin->information
informatins->information
informatio->information
informatiom->information
informatoin->information
informatoins->information
informaton->information
informfation->information
informtion->information
inforrmation->information
infrasctructure->infrastructure
infrastracture->infrastructure
infrastrcuture->infrastructure
infrastruction->infrastructure
infrastruture->infrastructure
infrastucture->infrastructure
infromation->information
infromatoin->information
infront->in front
infrormation->information
infrustructure->infrastructure
ingegral->integral
ingnorar->ignore
ingnore->ignore
ingnored->ignored
ingnoring->ignoring
ingore->ignore
ingored->ignored
ingoring->ignoring
ingration->integration
inh->in
inhabitans->inhabitants
inherat->inherit
inheratance->inheritance
inheret->inherit
inheretance->inheritance
inheritence->inheritance
inherith->inherit
inherrit->inherit
inherritance->inheritance
inhert->inherit
inhertance->inheritance
inherti->inherit
inhertiance->inheritance
inialize->initialize
inicialize->initialize
inidcate->indicate
inidcated->indicated
inidcates->indicates
inidcating->indicating
inidcator->indicator
inidcators->indicators
inidicate->indicate
inidicated->indicated
inidicates->indicates
inidicating->indicating
inidicator->indicator
inidicators->indicators
inidividual->individual
inidvidual->individual
iniection->injection
iniital->initial
iniitalize->initialize
iniitial->initial
iniitialize->initialize
inintial->initial
inintialize->initialize
inisial->initial
inisialize->initialize
iniside->inside
initail->initial
initailize->initialize
initailze->initialize
inital->initial
initalize->initialize
initiail->initial
initiailize->initialize
initiaize->initialize
initialial->initial
initialialize->initialize
initialiaze->initialize
initialie->initialize
initialilze->initialize
initialitze->initialize
initializa->initialize
initializae->initialize
initializate->initialize
initializs->initialize
initiall->initial
initiallize->initialize
initialyze->initialize
initialze->initialize
initiaze->initialize
initiial->initial
initiialize->initialize
initilaize->initialize
initilal->initial
initilalize->initialize
initilial->initial
initilialize->initialize
initiliaze->initialize
initilize->initialize
inititailiaze->initialize
initital->initial
inititalize->initialize
inititial->initial
inititialize->initialize
initliaze->initialize
inivisible->invisible
inizial->initial
inizialize->initialize
inlalid->invalid
inlclude->include
inlcluded->included
inlcludes->includes
inlcluding->including
inlcude->include
inlcuded->included
inlcudes->includes
inlcuding->including
inlin->inline
inlude->include
inluded->included
inludes->includes
inluding->including
inludung->including
inluence->influence
inmediate->immediate
inmediatelly->immediately
inmediately->immediately
inmediatily->immediately
inmediatly->immediately
inmmediately->immediately
inmplementation->implementation
innactive->inactive
inncrement->increment
innitial->initial
innitialize->initialize
innosent->innocent
inocent->innocent
inofrmation->information
inot->into
inpact->impact
inpection->inspection
inplementation->implementation
inplemented->implemented
inport->import
inportance->importance
inportant->important
inported->imported
inporting->importing
inposible->impossible
inpossible->impossible
inpout->input
inproove->improve
inprooved->improved
inproovment->improvement
inproovments->improvements
inprove->improve
inproved->improved
inprovement->improvement
inprovements->improvements
inpsection->inspection
inpt->input
inpterpreter->interpreter
inpu->input
inpust->input
inpuut->input
inrement->increment
inreractive->interactive
inrerface->interface
inro->into
ins't->isn't
insall->install
insallation->installation
insalled->installed
insalling->installing
insatll->install
insatllation->installation
insatlled->installed
insatlling->installing
insatnce->instance
insatnt->instant
insctuction->instruction
insctuctions->instructions
insde->inside
insead->instead
insepection->inspection
insependent->independent
inser->insert
insered->inserted
insering->inserting
inserst->insert
insersted->inserted
insersting->inserting
insersts->inserts
insertin->inserting
insertino->inserting
insetad->instead
insetead->instead
inseted->inserted
insid->inside
insidde->inside
insided->inside
insititute->institute
insititution->institution
insitute->institute
insitution->institution
insstance->instance
instaance->instance
instabce->instance
instace->instance
instad->instead
instade->instead
instaead->instead
instaed->instead
instalation->installation
instale->install
instaled->installed
instaling->installing
installaion->installation
installaiton->installation
installataion->installation
installatation->installation
installated->installed
installating->installing
installationa->installation
installaton->installation
installl->install
installlation->installation
installled->installed
installling->installing
installtion->installation
instancd->instance
instane->instance
instanse->instance
instanze->instance
instatance->instance
instea->instead
insteaad->instead
insteallation->installation
instealled->installed
instealling->installing
insteance->instance
insted->instead
insteead->instead
insteed->instead
inster->insert
insterad->instead
instered->inserted
instering->inserting
insters->inserts
instert->insert
insterted->inserted
insterting->inserting
insterts->inserts
instituion->institution
instlal->install
instlalation->installation
instlaled->installed
instlaling->installing
instll->install
instllation->installation
instlled->installed
instlling->installing
instnace->instance
instnance->instance
instnat->instant
instnce->instance
instnt->instant
instrace->instance
instrall->install
instralled->installed
instralling->installing
instrction->instruction
instrctions->instructions
instrcutino->instruction
instrcutinos->instructions
instrcution->instruction
instrcutions->instructions
instread->instead
instrinic->intrinsic
instrinsic->intrinsic
instroduce->introduce
instroment->instrument
instroments->instruments
instruccion->instruction
instruccions->instructions
instrucion->instruction
instrucions->instructions
instruciton->instruction
instrucitons->instructions
instructiosn->instructions
instructon->instruction
instructons->instructions
instrumenet->instrument
instrumnet->instrument
instrumnets->instruments
instruted->instructed
instrution->instruction
instrutions->instructions
instsall->install
instsallation->installation
instsalled->installed
instsance->instance
instucted->instructed
instuction->instruction
instuctions->instructions
instument->instrument
instuments->instruments
insturcted->instructed
insturction->instruction
insturctions->instructions
insturment->instrument
insturments->instruments
insuffcient->insufficient
insufficent->insufficient
insuffient->insufficient
insuficient->insufficient
insurasnce->insurance
insurence->insurance
intace->instance
intagrated->integrated
intagration->integration
intall->install
intallation->installation
intalled->installed
intalleing->installing
intalling->installing
intance->instance
inteactive->interactive
intead->instead
inteded->intended
intedned->intended
inteface->interface
inteference->interference
integarted->integrated
integated->integrated
integation->integration
integeral->integral
integerated->integrated
integeration->integration
integere->integer
integraded->integrated
integradion->integration
integreated->integrated
integreation->integration
integrety->integrity
integrey->integrity
intelegence->intelligence
inteligance->intelligence
inteligence->intelligence
intelligance->intelligence
intemediate->intermediate
intenal->internal
intenational->international
intendend->intended
intendet->intended
inteneded->intended
intenisty->intensity
intented->intended
intentended->intended
intepret->interpret
intepretation->interpretation
intepretator->interpreter
intepreted->interpreted
intepreter->interpreter
intepretor->interpreter
interace->interface
interacive->interactive
interacteve->interactive
interactiv->interactive
interactuable->interactive
interafce->interface
interanl->internal
interational->international
interbal->internal
intercative->interactive
intereested->interested
intereface->interface
intereference->interference
interepret->interpret
interepretation->interpretation
interepreted->interpreted
interepreter->interpreter
interept->intercept
interesed->interested
intereset->interest
intereseted->interested
intereseting->interesting
interesing->interesting
interesseted->interested
interesst->interest
interessted->interested
interessting->interesting
interfac->interface
interfal->interval
interfave->interface
interfcae->interface
interfearence->interference
interfearnce->interference
interferance->interference
interfernce->interference
intergated->integrated
intergation->integration
interge->integer
interger->integer
intergerated->integrated
intergral->integral
intergrated->integrated
intergration->integration
intergrity->integrity
interit->inherit
interitance->inheritance
intermediat->intermediate
intermeidate->intermediate
intermidiate->intermediate
internall->internal
internatinal->international
internatioanl->international
internation->international
internationnal->international
internel->internal
internface->interface
interperated->interpreted
interpert->interpret
interpertation->interpretation
interperted->interpreted
interperter->interpreter
interpet->interpret
interpetation->interpretation
interpeted->interpreted
interpeter->interpreter
interprate->interpret
interprated->interpreted
interpreation->interpretation
interprerter->interpreter
interpretated->interpreted
interpretaton->interpretation
interpretet->interpreted
interpretion->interpretation
interpretor->interpreter
interprett->interpret
interpretted->interpreted
interpretter->interpreter
interractive->interactive
interrest->interest
interrested->interested
interresting->interesting
interrface->interface
interst->interest
intersted->interested
intersting->interesting
intersts->interests
intesity->intensity
inteval->interval
intger->integer
intgral->integral
intgrated->integrated
intgration->integration
inthe->in the
intiail->initial
intiailize->initialize
intial->initial
intiale->initial
intializaze->initialize
intialize->initialize
intiallize->initialize
intialze->initialize
intiger->integer
intiial->initial
intiialize->initialize
intilaize->initialize
intilize->initialize
intital->initial
intitalize->initialize
intitial->initial
intitialize->initialize
intorduce->introduce
intot->into
intoto->into
intpreter->interpreter
intput->input
intrduce->introduce
intreface->interface
intregral->integral
intregrated->integrated
intregration->integration
intresst->interest
intressted->interested
intressting->interesting
intrested->interested
intresting->interesting
intrface->interface
intriduce->introduce
intrinic->intrinsic
intrinsinc->intrinsic
intrisic->intrinsic
intrisinc->intrinsic
introdue->introduce
introduse->introduce
intructed->instructed
intruction->instruction
intructions->instructions
intruduce->introduce
intrument->instrument
intruments->instruments
intsall->install
intsallation->installation
intsalled->installed
intsalling->installing
intsance->instance
intstead->instead
intstructed->instructed
intstruction->instruction
intstructions->instructions
intstrument->instrument
intstruments->instruments
inturpratasion->interpretation
inturpratation->interpretation
inturprett->interpret
inudstry->industry
inut->input
invaid->invalid
invaild->invalid
invailid->invalid
invalaid->invalid
invald->invalid
invalde->invalid
invalied->invalid
invalud->invalid
inveral->interval
inverval->interval
invesitgation->investigation
invesre->inverse
invesrse->inverse
investingation->investigation
invetory->inventory
inviation->invitation
invididual->individual
invidivual->individual
invidual->individual
invidually->individually
invisble->invisible
invisiable->invisible
invisivble->invisible
invlaid->invalid
invlid->invalid
invlisible->invisible
invloved->involved
involed->involved
invovled->involved
ionde->inode
iound->round
iplementation->implementation
iplemented->implemented
ipmrove->improve
ipmroved->improved
ipmrovement->improvement
ipmrovements->improvements
iput->input
is'nt->isn't
iself->itself
iselfe->itself
iserting->inserting
isimilar->similar
isntalation->installation
isntallation->installation
isntalled->installed
isntalling->installing
isntance->instance
isplay->display
isse->issue
isses->issues
isssue->issue
isssued->issued
isssues->issues
issused->issued
issuses->issues
istallation->installation
istalled->installed
istalling->installing
istead->instead
istelf->itself
istened->listened
istening->listening
ists->its
istself->itself
isue->issue
isues->issues
iteger->integer
itegral->integral
itegrated->integrated
itegration->integration
itegrity->integrity
iten->item
itens->items
iterest->interest
iterested->interested
iteresting->interesting
iterests->interests
iterface->interface
iterpret->interpret
iterpretation->interpretation
iterpreted->interpreted
iterpreter->interpreter
iteself->itself
itesm->items
itheir->their
itheirs->theirs
itialize->initialize
itnerest->interest
itnerface->interface
itnernal->internal
itnerprelation->interpretation
itnerpret->interpret
itnerpretation->interpretation
itnerpretaton->interpretation
itnerpreted->interpreted
itnerpreter->interpreter
itsef->itself
itsel->itself
itselfs->itself
itselt->itself
itselv->itself
itsems->items
itslef->itself
itslev->itself
itsself->itself
ivalid->invalid
iversed->inverse
iwithout->without
iwll->will
iwth->with
jalusey->jealousy
janurary->January
januray->January
janury->January
japanease->japanese
japaneese->Japanese
japanse->Japanese
japanses->Japanese
javacript->javascript
javascipt->javascript
javasciript->javascript
javascritp->javascript
javascropt->javascript
javasript->javascript
javasrript->javascript
javescript->javascript
javscript->javascript
javsscript->javascript
jelous->jealous
jelousy->jealousy
jelusey->jealousy
jewls->Jews
joinning->joining
jont->joint
jonts->joints
jorney->journey
jorunal->journal
joruney->journey
jorurnal->journal
jounal->journal
jouney->journey
journied->journeyed
journy->journey
journyed->journeyed
jpin->join
jstu->just
jsut->just
judical->judicial
juducial->judicial
jumo->jump
jumpimng->jumping
juristiction->jurisdiction
jurnal->journal
jurney->journey
jurneyed->journeyed
jurnied->journeyed
jurny->journey
jurnyed->journeyed
juse->just
jusified->justified
jusify->justify
justfied->justified
justifed->justified
justs->just
juxt->just
juxtified->justified
juxtify->justify
keboard->keyboard
keept->kept
kenel->kernel
kenerl->kernel
kenrel->kernel
kepp->keep
kepping->keeping
kepps->keeps
kerenl->kernel
kernal->kernel
kernerl->kernel
kernul->kernel
keword->keyword
kewword->keyword
keybaord->keyboard
keyboaard->keyboard
keyboad->keyboard
keyboar->keyboard
keybooard->keyboard
keyborad->keyboard
keybord->keyboard
keybroad->keyboard
keyord->keyword
keyowrd->keyword
keyward->keyword
keyworkd->keyword
keywprd->keyword
kinf->kind
kinfs->kinds
klicked->clicked
knive->knife
kno->know
knoing->knowing
knoledge->knowledge
knowladge->knowledge
knowlage->knowledge
knowledg->knowledge
knowlegde->knowledge
knowlege->knowledge
knowned->known
knowning->knowing
knownledge->knowledge
knwo->know
knwoing->knowing
knwoledge->knowledge
knwon->known
knwos->knows
konw->know
konwledge->knowledge
konwn->known
konws->knows
kookoo->cuckoo
koordinates->coordinates
kowledge->knowledge
kown->known
kronicles->chronicles
kwno->know
kwnoledge->knowledge
kwoledge->knowledge
kwoledgebase->knowledge base
labael->label
labaels->labels
labbel->label
labbels->labels
lablel->label
lablels->labels
lables->labels
labratory->laboratory
laest->least
lagacy->legacy
laguage->language
laguages->languages
laguague->language
laguagues->languages
laguange->language
laguanges->languages
laiter->later
lanaguage->language
lanaguages->languages
lanaguge->language
lanaguges->languages
lanagugs->languages
lanauage->language
lanauages->languages
lanauge->language
lanauges->languages
langague->language
langagues->languages
langauage->language
langauages->languages
langauge->language
langauges->languages
langeuage->language
langeuages->languages
langht->length
langiage->language
langiages->languages
langnguage->language
langnguages->languages
langth->length
languace->language
languaces->languages
languae->language
languaes->languages
languag->language
languagee->language
languagees->languages
languags->languages
languague->language
languagues->languages
languahe->language
languahes->languages
languaje->language
languajes->languages
languale->language
languales->languages
langualge->language
langualges->languages
languanage->language
languanages->languages
languange->language
languanges->languages
languaqe->language
languaqes->languages
languare->language
languares->languages
languate->language
languates->languages
languauge->language
languauges->languages
langueage->language
langueages->languages
languege->language
langueges->languages
langugae->language
langugaes->languages
langugage->language
langugages->languages
languge->language
languges->languages
langugue->language
langugues->languages
langulage->language
langulages->languages
languqge->language
languqges->languages
langurage->language
langurages->languages
langyage->language
langyages->languages
lanich->launch
lannguage->language
lannguages->languages
lanuage->language
lanuages->languages
lanuch->launch
lanuched->launched
lanucher->launcher
lanuching->launching
lanugage->language
lanugages->languages
laod->load
laoded->loaded
laoder->loader
laoding->loading
laods->loads
laout->layout
laready->already
larg->large
largst->largest
lastes->latest
lastr->last
latets->latest
latice->lattice
lating->latin
latset->latest
lattest->latest
lauched->launched
laucher->launcher
lauching->launching
laugnage->language
laugnages->languages
lauguage->language
lauguages->languages
launchs->launch
launck->launch
laungage->language
laungages->languages
launguage->language
launguages->languages
launher->launcher
lauout->layout
layed->laid
layou->layout
laysers->layers
lazer->laser
lcoale->locale
lcoally->locally
lcoation->location
lcuase->clause
leaast->least
leace->leave
leagacy->legacy
leagal->legal
leagcy->legacy
leage->league
leagel->legal
leageue->league
leagl->legal
leapyear->leap year
leapyears->leap years
leasat->least
leaset->least
leasy->least
leats->least
leaveing->leaving
leavong->leaving
leeg->league
lefted->left
legac->legacy
legact->legacy
legasy->legacy
legecy->legacy
legel->legal
leggacy->legacy
leght->length
legngth->length
legnth->length
legth->length
leightweight->lightweight
lement->element
lements->elements
lenggth->length
lengh->length
lenght->length
lenghth->length
lengt->length
lengthh->length
lenguage->language
lenguages->languages
lentgh->length
lenth->length
lepracy->leprosy
leran->learn
leraned->learned
lerned->learned
lerning->learning
lessson->lesson
levae->leave
leves->levels
levl->level
levle->level
levls->levels
leyer->layer
leyers->layers
leyout->layout
libararies->libraries
libarary->library
libaries->libraries
libary->library
liberaries->libraries
liberary->library
liberoffice->libreoffice
liberries->libraries
liberry->library
libraarie->library
libraaries->libraries
libraary->library
librabarie->library
librabaries->libraries
librabary->library
librabie->library
librabies->libraries
librabrie->library
librabries->libraries
librabry->library
libraby->library
libraie->library
libraier->library
libraies->libraries
libraiesr->libraries
librairy->library
libralie->library
libralies->libraries
libraly->library
libraray->library
libraris->libraries
librarries->libraries
librarry->library
libraryes->libraries
libratie->library
libraties->libraries
libraty->library
libray->library
librayr->library
libreoffie->libreoffice
libreries->libraries
librery->library
libries->libraries
librraies->libraries
librraries->libraries
librrary->library
librray->library
licate->locate
licated->located
lication->location
lications->locations
licemse->license
licencse->license
licens->license
licese->license
licesne->license
licesnse->license
licsense->license
lieing->lying
liek->like
liekly->likely
liekwise->likewise
liev->live
lieved->lived
lighing->lighting
lighning->lightning
lightnin->lightning
lightweigh->lightweight
lightwieght->lightweight
lightwight->lightweight
lightyear->light year
lightyears->light years
lighweight->lightweight
ligth->light
ligthing->lighting
ligths->lights
ligthweight->lightweight
liitle->little
lik->like
likeley->likely
likelly->likely
likewis->likewise
likey->likely
likley->likely
likly->likely
lileral->literal
liminted->limited
limitied->limited
limitis->limits
limitited->limited
limitted->limited
limitts->limits
limk->link
limt->limit
limted->limited
limti->limit
limtied->limited
limtis->limits
limts->limits
linaer->linear
lincence->licence
lincense->license
lincese->license
liness->lines
linez->lines
lingth->length
linkely->likely
linz->lines
liraries->libraries
lirary->library
liscence->licence
liscense->license
lisence->licence
lisense->license
lisetn->listen
lisetned->listened
lisetning->listening
lising->listing
listbbox->listbox
listeing->listening
listeneing->listening
listenn->listen
listenned->listened
listenning->listening
listented->listened
listenting->listening
listned->listened
listning->listening
litaral->literal
litature->literature
liteautrue->literature
literture->literature
litle->little
litquid->liquid
litte->little
littel->little
littele->little
litteral->literal
litterature->literature
litttle->little
liturature->literature
liuke->like
liveing->living
livel->level
livels->levels
livin->living
lizens->license
lizense->license
lke->like
llinear->linear
lmit->limit
lmited->limited
lmits->limits
lnguage->language
lnguages->languages
loaader->loader
loacal->local
loacale->locale
loacally->locally
loacate->locate
loacated->located
loacation->location
loacations->locations
loacl->local
loacle->locale
loaclly->locally
loacte->locate
loacted->located
loaction->location
loactions->locations
loade->load
loadig->loading
loadin->loading
loadning->loading
locae->locate
locaion->location
locaions->locations
locaite->locate
locaition->location
locaitions->locations
locaiton->location
locaitons->locations
localation->location
localed->located
locallly->locally
localtion->location
localtions->locations
localy->locally
locatin->location
locatins->locations
loccked->locked
locgical->logical
lockingf->locking
locla->local
loclae->locale
loclaly->locally
locte->locate
loction->location
loctions->locations
loded->loaded
loder->loader
loding->loading
loev->love
logcal->logical
loggged->logged
loggging->logging
logial->logical
logner->longer
logoic->logic
loign->login
lokaly->locally
lolal->total
lonber->longer
lond->long
longers->longer
longitudonal->longitudinal
longuer->longer
loocking->looking
loockup->lookup
lookes->looks
looknig->looking
looop->loop
loopup->lookup
lotation->rotation
lowerace->lowercase
lpatform->platform
lsit->list
lsits->lists
lugage->luggage
lugages->luggage
lunguage->language
lunguages->languages
lveo->love
lvoe->love
lyin->lying
maake->make
maange->manage
maanged->managed
maangement->management
maanger->manager
maangers->managers
mabe->maybe
mabey->maybe
mabye->maybe
macchines->machines
maccro->macro
maccros->macros
machanical->mechanical
machanism->mechanism
mached->matched
maches->matches
machien->machine
machienry->machinery
machiens->machines
machinary->machinery
machiness->machines
macor->macro
macors->macros
macpakge->package
macroses->macros
macrow->macro
macth->match
macthed->matched
macthes->matches
macthing->matching
madantory->mandatory
madatory->mandatory
maesure->measure
maesured->measured
maesurement->measurement
maesures->measures
maesuring->measuring
magisine->magazine
magizine->magazine
mahcine->machine
mahcines->machines
maibe->maybe
maibox->mailbox
mailformed->malformed
mailling->mailing
maillinglist->mailing list
maillinglists->mailing lists
mailny->mainly
maily->mainly
mainain->maintain
mainenance->maintenance
mainfest->manifest
mainifest->manifest
maininly->mainly
mainling->mailing
maintainance->maintenance
maintaince->maintenance
maintainence->maintenance
maintaint->maintain
maintan->maintain
maintanance->maintenance
maintance->maintenance
maintane->maintain
maintanence->maintenance
maintenace->maintenance
maintence->maintenance
maintenence->maintenance
maintentance->maintenance
maintiain->maintain
maintian->maintain
maintioned->mentioned
maintnance->maintenance
maitain->maintain
maitainance->maintenance
maitenance->maintenance
majoroty->majority
maka->make
makeing->making
makign->making
makse->makes
mamage->manage
mamaged->managed
mamagement->management
mamager->manager
mamagers->managers
mamber->member
mambers->members
mambership->membership
mamory->memory
manafacturer->manufacturer
managament->management
manageed->managed
managemenet->management
managenment->management
managerment->management
managet->manager
managets->managers
managmenet->management
managment->management
manal->manual
manally->manually
manange->manage
mananged->managed
manangement->management
mananger->manager
manangers->managers
manaul->manual
manaully->manually
mandatatory->mandatory
mandetory->mandatory
manditory->mandatory
manement->management
manetain->maintain
manfest->manifest
manfiest->manifest
mangae->manage
mangaed->managed
mangaement->management
mangaer->manager
mangaers->managers
mangage->manage
mangaged->managed
mangagement->management
mangager->manager
mangagers->managers
mangement->management
mangementt->management
manifacturer->manufacturer
manifect->manifest
manifiest->manifest
mannor->manner
mannual->manual
mannually->manually
mannualy->manually
mantain->maintain
mantanine->maintain
mantatory->mandatory
mantenance->maintenance
mantion->mention
mantioned->mentioned
manuallly->manually
manualy->manually
manualyl->manually
manualyy->manually
manuelly->manually
manues->menus
manufacterer->manufacturer
manufactering->manufacturing
manufacturin->manufacturing
manufaturer->manufacturer
manufaturing->manufacturing
manufaucturing->manufacturing
manulally->manually
manule->manual
manuley->manually
manully->manually
manuly->manually
manyal->manual
manyally->manually
mape->map
mapp->map
mappaing->mapping
mappin->mapping
mappping->mapping
marging->margin
margings->margins
marix->matrix
marjority->majority
markaup->markup
marketting->marketing
marrage->marriage
marraige->marriage
marryied->married
marz->March
maschinery->machinery
maschines->machines
mashine->machine
mashines->machines
massmedia->mass media
masster->master
massters->masters
masteer->master
masteers->masters
mastter->master
mastters->masters
matadata->metadata
matc->match
matchies->matches
matchig->matching
matchign->matching
matchin->matching
matcing->matching
mateials->materials
mateiral->material
mateirals->materials
matemathical->mathematical
materaial->material
materaials->materials
materail->material
materails->materials
materil->material
materils->materials
materla->material
materlas->materials
mathc->match
mathced->matched
mathces->matches
mathch->match
mathched->matched
mathches->matches
mathching->matching
mathcing->matching
mathed->matched
mathes->matches
mathimatical->mathematical
mathing->matching
mathmatical->mathematical
mathod->method
mathods->methods
matirx->matrix
matix->matrix
matreial->material
matreials->materials
matrial->material
matrials->materials
matrie->matrix
matris->matrix
matser->master
matzch->match
maual->manual
maually->manually
maube->maybe
maximim->maximum
maximimum->maximum
maximium->maximum
maximnum->maximum
maximuim->maximum
maximun->maximum
maxinum->maximum
maxium->maximum
maxiumum->maximum
maxmimum->maximum
maxmium->maximum
maxumum->maximum
maybee->maybe
mayority->majority
mayu->may
mayybe->maybe
mchanical->mechanical
mchanism->mechanism
mdification->modification
mdifications->modifications
mdified->modified
mdifier->modifier
mdify->modify
mdoe->mode
mdoel->model
mdoels->models
mdule->module
mdules->modules
meaasure->measure
meaasured->measured
meaasures->measures
meachanism->mechanism
meachinism->mechanism
meachnism->mechanism
meading->meaning
meaing->meaning
meaned->meant
meanign->meaning
meanin->meaning
meanining->meaning
meaninng->meaning
meanting->meaning
meassage->message
meassages->messages
meassure->measure
meassured->measured
meassurement->measurement
meassures->measures
meassuring->measuring
measue->measure
measued->measured
measuement->measurement
measues->measures
measuing->measuring
measuremenet->measurement
measurin->measuring
measurmenet->measurement
measurment->measurement
meatadata->metadata
meathod->method
meaure->measure
meaured->measured
meaurement->measurement
meaures->measures
meauring->measuring
meausure->measure
meausures->measures
meber->member
mebers->members
mebmer->member
mebmers->members
mebrain->membrane
mebran->membrane
mecahinsm->mechanism
mecahnism->mechanism
mecanical->mechanical
mecanism->mechanism
mechamism->mechanism
mechananism->mechanism
mechancial->mechanical
mechandise->merchandise
mechanim->mechanism
mechanis->mechanism
mechanismn->mechanism
mechansim->mechanism
mechine->machine
mechines->machines
mechinism->mechanism
mechnanical->mechanical
mechnanism->mechanism
mechnism->mechanism
medacine->medicine
medadata->metadata
medai->media
medhod->method
medhods->methods
mediciney->medicine
mediciny->medicine
meeds->needs
meens->means
meesage->message
meesages->messages
meessage->message
meessages->messages
meethod->method
meethods->methods
meetign->meeting
meganism->mechanism
meged->merged
megerd->merged
mehcanical->mechanical
mehod->method
mehods->methods
mehtod->method
mehtods->methods
meida->media
memeasurement->measurement
memeber->member
memebered->remembered
memebers->members
memebership->membership
memebr->member
memebrs->members
memembers->members
mememory->memory
memeory->memory
memer->member
memers->members
memership->membership
memery->memory
memmber->member
memmory->memory
memner->member
memoery->memory
memomry->memory
memor->memory
memoty->memory
mempry->memory
memroy->memory
menaing->meaning
menber->member
menbers->members
menbership->membership
menetion->mention
menetioned->mentioned
menion->mention
menioned->mentioned
mension->mention
mensioned->mentioned
menssage->message
menssages->messages
menthod->method
menthods->methods
mentiond->mentioned
mentione->mentioned
mentionned->mentioned
mentionnned->mentioned
menual->manual
meory->memory
mercahnt->merchant
mergge->merge
mergged->merged
mermory->memory
merory->memory
mesage->message
mesages->messages
mesaureed->measured
mesenger->messenger
mesengers->messengers
messae->message
messaes->messages
messag->message
messagoe->message
messags->messages
messagses->messages
messanger->messenger
messangers->messengers
messasges->messages
messave->message
messege->message
messeges->messages
messenge->message
messenges->messages
messgae->message
messgaes->messages
messge->message
messges->messages
messsage->message
messsages->messages
messsenger->messenger
messsengers->messengers
messure->measure
messured->measured
messurement->measurement
messures->measures
messuring->measuring
messurment->measurement
mesured->measured
mesurement->measurement
mesuring->measuring
mesurment->measurement
metadat->metadata
metadataa->metadata
metadta->metadata
metatada->metadata
metatadata->metadata
metatdata->metadata
metdata->metadata
meterial->material
meterials->materials
methd->method
methdo->method
methdods->methods
methdos->methods
methds->methods
methhod->method
methhods->methods
methid->method
methids->methods
methjod->method
methjods->methods
methodd->method
methodds->methods
methodes->methods
methodss->methods
methon->method
methons->methods
methot->method
methots->methods
metion->mention
metioned->mentioned
metod->method
metods->methods
mey->may
meybe->maybe
miagic->magic
miagical->magical
mial->mail
mian->main
middel->middle
midification->modification
midifications->modifications
midified->modified
midifier->modifier
midify->modify
midle->middle
migation->migration
migh->might
migt->might
migth->might
miht->might
miinimum->minimum
miliary->military
milion->million
miliraty->military
miliseconds->milliseconds
milisecons->milliseconds
milliesconds->milliseconds
millisenconds->milliseconds
milliseonds->milliseconds
millitary->military
millon->million
millseconds->milliseconds
millsenconds->milliseconds
miltary->military
miltiple->multiple
mimach->mismatch
mimatch->mismatch
mimimal->minimal
mimimum->minimum
mimimun->minimum
miminal->minimal
miminum->minimum
minerial->mineral
minimam->minimum
minimial->minimal
minimim->minimum
minimium->minimum
minimumm->minimum
minimumn->minimum
minimun->minimum
mininal->minimal
mininum->minimum
minite->minute
minites->minutes
miniumum->minimum
minmal->minimal
minmum->minimum
minnimum->minimum
minnor->minor
minsitry->ministry
minstry->ministry
mintue->minute
mintues->minutes
mintute->minute
mintutes->minutes
minum->minimum
minumum->minimum
minumun->minimum
minuts->minutes
miplementation->implementation
mircosoft->Microsoft
mirorr->mirror
mirrir->mirror
mirro->mirror
mirrorn->mirror
mirrorr->mirror
misake->mistake
misformed->malformed
misile->missile
mising->missing
misisng->missing
misison->mission
misisons->missions
mismach->mismatch
mismactch->mismatch
mismatich->mismatch
missign->missing
missings->missing
missle->missile
missmatch->mismatch
missng->missing
misson->mission
missons->missions
misssing->missing
misssion->mission
misssions->missions
misstake->mistake
mistatch->mismatch
mistery->mystery
mistmatch->mismatch
mitake->mistake
miximum->maximum
mixted->mixed
mixure->mixture
mjor->major
mkae->make
mkaes->makes
mkaing->making
mke->make
mkea->make
mmatching->matching
mmbers->members
mnay->many
moast->most
mobiel->mobile
mobify->modify
mobules->modules
mocule->module
mocules->modules
moddel->model
moddels->models
modee->mode
modefication->modification
modefications->modifications
modefied->modified
modefier->modifier
modefy->modify
moderm->modern
modeul->module
modeuls->modules
modfel->model
modfication->modification
modfications->modifications
modfide->modified
modfided->modified
modfider->modifier
modfied->modified
modfieid->modified
modfieir->modifier
modfification->modification
modfifications->modifications
modfified->modified
modfifier->modifier
modfify->modify
modfiication->modification
modfiications->modifications
modfitied->modified
modfitier->modifier
modfity->modify
modfiy->modify
modfy->modify
modication->modification
modications->modifications
modidfication->modification
modidfications->modifications
modidfied->modified
modidfier->modifier
modidfy->modify
modifaction->modification
modifactions->modifications
modifation->modification
modifations->modifications
modifcation->modification
modifcations->modifications
modifciation->modification
modifciations->modifications
modifcication->modification
modifcications->modifications
modifdied->modified
modifdy->modify
modifed->modified
modifer->modifier
modiffer->modifier
modifiation->modification
modifiations->modifications
modificaiton->modification
modificaitons->modifications
modificatioon->modification
modificatioons->modifications
modificaton->modification
modificatons->modifications
modifid->modified
modifified->modified
modifify->modify
modifiy->modify
modifled->modified
modifler->modifier
modift->modify
modifty->modify
modifu->modify
modifued->modified
modifx->modify
modifyed->modified
modifyer->modifier
modiification->modification
modiifications->modifications
modiified->modified
modiifier->modifier
modiify->modify
modiles->modules
modlue->module
modlues->modules
modtified->modified
modue->module
moduel->module
moduels->modules
modues->modules
moduile->module
modukles->modules
modules's->modules'
moduless->modules
modulie->module
modulues->modules
modyfication->modification
modyfications->modifications
modyfied->modified
modyfier->modifier
modyfy->modify
moent->moment
moeny->money
moew->more
mofdified->modified
mofification->modification
mofified->modified
mofify->modify
moible->mobile
moint->mount
mointor->monitor
mointoring->monitoring
molelcular->molecular
momement->moment
momemt->moment
momemtn->moment
momery->memory
momment->moment
momoent->moment
momoment->moment
momory->memory
monitary->monetary
moniter->monitor
monitering->monitoring
monitoing->monitoring
monitring->monitoring
monnth->month
monnths->months
monotir->monitor
monotiring->monitoring
monsday->Monday
monstrum->monster
montains->mountains
monthe->month
monthes->months
montioned->mentioned
montior->monitor
montioring->monitoring
montly->monthly
montoring->monitoring
moodify->modify
moodule->module
moodules->modules
moount->mount
moounted->mounted
moounting->mounting
mopdule->module
mopre->more
mordern->modern
morever->moreover
morgage->mortgage
mortage->mortgage
moslty->mostly
mostlky->mostly
mosty->mostly
mosue->mouse
mothing->nothing
mothod->method
mothods->methods
moudle->module
moudles->modules
moudule->module
moudules->modules
mountian->mountain
moutn->mount
moutned->mounted
moutning->mounting
movemement->movement
movemements->movements
movememnt->movement
movememnts->movements
movememt->movement
movememts->movements
movemet->movement
movemets->movements
movemment->movement
movemments->movements
movemnet->movement
movemnets->movements
movemnt->movement
movemnts->movements
movied->moved
movment->movement
movments->movements
mroe->more
mssing->missing
msssge->message
mthod->method
mthods->methods
muder->murder
mudule->module
mudules->modules
muiltiplayer->multiplayer
muiltiple->multiple
muiltiplied->multiplied
muiltiply->multiply
muliplayer->multiplayer
muliple->multiple
muliplied->multiplied
muliply->multiply
mulitiplayer->multiplayer
mulitiple->multiple
mulitiplied->multiplied
mulitiply->multiply
mulitplayer->multiplayer
mulitple->multiple
mulitplied->multiplied
mulitply->multiply
multible->multiple
multidimenional->multi-dimensional
multidimenionsal->multi-dimensional
multile->multiple
multilied->multiplied
multilpe->multiple
multilplayer->multiplayer
multilple->multiple
multilplied->multiplied
multilply->multiply
multilpy->multiply
multily->multiply
multipe->multiple
multipied->multiplied
multipled->multiplied
multiplpied->multiplied
multiplpy->multiply
multiplyed->multiplied
multipul->multiple
multipy->multiply
multitute->multitude
multliple->multiple
multliplied->multiplied
multliply->multiply
multpile->multiple
multpily->multiply
multplayer->multiplayer
multple->multiple
multplied->multiplied
multply->multiply
multuplayer->multiplayer
multuple->multiple
multuplied->multiplied
multuply->multiply
multy->multi
mumber->number
mumbers->numbers
munbers->numbers
munute->minute
murr->myrrh
muscel->muscle
muscial->musical
muscician->musician
muscil->muscle
muscils->muscles
musel->muscle
musels->muscles
musil->muscle
musils->muscles
mussil->muscle
mussils->muscles
mutch->much
mutches->matches
mutilplayer->multiplayer
mutilple->multiple
mutilplied->multiplied
mutilply->multiply
mutiplayer->multiplayer
mutiple->multiple
mutiplied->multiplied
mutiply->multiply
mutli->multi
mutliplayer->multiplayer
mutliple->multiple
mutliplied->multiplied
mutliply->multiply
muyst->must
myabe->maybe
mybe->maybe
mysef->myself
mysefl->myself
mysekf->myself
myselfe->myself
myselfes->myself
myselv->myself
myselve->myself
myselves->myself
myslef->myself
mystql->mysql
myu->my
nadly->badly
naerly->nearly
nagative->negative
nagivate->navigate
nagivation->navigation
nagivator->navigator
namaed->named
namaes->names
nameing->naming
namemespace->namespace
namepace->namespace
namepsace->namespace
namesapce->namespace
namess->names
namesspace->namespace
namme->name
nammed->named
nammes->names
namming->naming
namne->name
namned->named
namnes->names
namnespace->namespace
nams->names
namspace->namespace
nasted->nested
nastly->nasty
natched->matched
natches->matches
natioanl->national
natrual->natural
naturual->natural
natvigation->navigation
navagate->navigate
navagation->navigation
navagator->navigator
navagitation->navigation
navgiate->navigate
navgiation->navigation
navgiator->navigator
naviagte->navigate
naviagtion->navigation
naviagtor->navigator
navtive->native
nax->max
naximum->maximum
naybhor->neighbor
naybhors->neighbors
naybor->neighbor
naybors->neighbors
naybour->neighbour
naybours->neighbours
ncessary->necessary
nclude->include
ncluded->included
ncludes->includes
ncluding->including
ndefined->undefined
ndoe->node
neader->header
neaders->headers
neady->needy
neagtive->negative
neame->name
neames->names
neares->nearest
nearset->nearest
necassery->necessary
necassry->necessary
necause->because
neccecary->necessary
neccesary->necessary
neccessarry->necessary
neccessary->necessary
neccisary->necessary
neccsessary->necessary
necesarry->necessary
necesary->necessary
necessaery->necessary
necessairy->necessary
necessar->necessary
necessariy->necessary
necessarly->necessary
necessarry->necessary
necessay->necessary
necessery->necessary
necessesary->necessary
necesssary->necessary
nechanism->mechanism
necssary->necessary
nedd->need
nedded->needed
nedds->needs
neded->needed
nedia->media
nedium->medium
nedle->needle
nedles->needles
needeed->needed
neeed->need
neeeded->needed
neeedle->needle
neeedles->needles
neeeds->needs
nees->needs
neesd->needs
neesds->needs
neested->nested
neet->need
neether->neither
negaive->negative
negarive->negative
negatiotiations->negotiations
negatve->negative
negitiations->negotiations
negitive->negative
negoatiations->negotiations
negoations->negotiations
negociations->negotiations
negogtiations->negotiations
negoitations->negotiations
negoptionsotiations->negotiations
negosiations->negotiations
negotaiations->negotiations
negotaitions->negotiations
negotatiations->negotiations
negotations->negotiations
negothiations->negotiations
negotications->negotiations
negotioations->negotiations
negotionations->negotiations
negotions->negotiations
negotiotations->negotiations
negotiotions->negotiations
negotitaions->negotiations
negotitations->negotiations
negotitions->negotiations
negoziations->negotiations
negtative->negative
negtive->negative
neibhbors->neighbors
neibhbours->neighbours
neibor->neighbor
neibors->neighbors
neigbhor->neighbor
neigbhors->neighbors
neigbhour->neighbour
neigbhours->neighbours
neigbor->neighbor
neigbors->neighbors
neigboud->neighbour
neigbouds->neighbours
neigbour->neighbour
neigbours->neighbours
neighbar->neighbor
neighbars->neighbors
neighbbor->neighbor
neighbbors->neighbors
neighbeor->neighbor
neighbeors->neighbors
neighber->neighbor
neighbergh->neighbor
neighberghs->neighbors
neighberhoor->neighbor
neighberhoors->neighbors
neighbers->neighbors
neighbes->neighbors
neighbet->neighbor
neighbets->neighbors
neighbeurgh->neighbour
neighbeurghs->neighbours
neighbeurhoor->neighbour
neighbeurhoors->neighbours
neighbeus->neighbours
neighbeut->neighbour
neighbeuts->neighbours
neighbhor->neighbor
neighbhors->neighbors
neighborgh->neighbor
neighborghs->neighbors
neighborhoor->neighbor
neighborhoors->neighbors
neighbos->neighbors
neighbot->neighbor
neighbots->neighbors
neighbourgh->neighbour
neighbourghs->neighbours
neighbourhoor->neighbour
neighbourhoors->neighbours
neighbous->neighbours
neighbout->neighbour
neighbouts->neighbours
neighbr->neighbor
neighbrs->neighbors
neighbur->neighbor
neighburs->neighbors
neigher->neither
neighobr->neighbor
neighobrs->neighbors
neighor->neighbor
neighors->neighbors
neighour->neighbour
neighours->neighbours
neighror->neighbor
neighrors->neighbors
neighrour->neighbour
neighrours->neighbours
neight->neither
neightbor->neighbor
neightbors->neighbors
neightbour->neighbour
neightbours->neighbours
neighter->neither
neightobr->neighbor
neightobrs->neighbors
neiter->neither
nenviroment->environment
nerver->never
nescesarry->necessary
nescesary->necessary
nescessary->necessary
nesesary->necessary
nessary->necessary
nessasary->necessary
nessecarry->necessary
nessecary->necessary
nesseccary->necessary
nessecery->necessary
nessesary->necessary
nessessary->necessary
nestwork->network
nethertheless->nevertheless
nethod->method
nethods->methods
netiher->neither
netowrk->network
netowrks->networks
netwrok->network
netwroks->networks
netwrork->network
neumeric->numeric
nevelope->envelope
nevere->never
neveretheless->nevertheless
nevers->never
neverthless->nevertheless
nework->network
neworks->networks
newtork->network
nexted->nested
niear->near
niearest->nearest
nieghbor->neighbor
nieghbors->neighbors
nieghbour->neighbour
nieghbours->neighbours
niether->neither
nifes->knives
nighbor->neighbor
nighther->neither
nigth->night
nihther->neither
nimute->minute
nimutes->minutes
nineth->ninth
ninimal->minimal
ninimum->minimum
ninty->ninety
nither->neither
nitification->notification
nitifications->notifications
nknown->unknown
nkow->know
nkwo->know
nmae->name
nmber->number
nmbered->numbered
nmbering->numbering
nmbers->numbers
nmme->name
nned->need
nneeded->needed
nnumber->number
nodel->model
nodels->models
noen->none
nofification->notification
nofifications->notifications
nofify->notify
nofitication->notification
nofitications->notifications
nofity->notify
nohing->nothing
noification->notification
noifications->notifications
nojification->notification
nojifications->notifications
nomally->normally
nomber->number
nombered->numbered
nombering->numbering
nombers->numbers
nomimal->nominal
nomral->normal
nomrally->normally
nonbloking->non-blocking
nonte->note
nonthing->nothing
nonwithstanding->notwithstanding
noo->no
noone->no one
noral->normal
noramal->normal
noraml->normal
noramlly->normally
norhern->northern
norification->notification
norifications->notifications
normallly->normally
normalls->normally
normaly->normally
normalyl->normally
normalyly->normally
normalyy->normally
norml->normal
normlly->normally
normnal->normal
normol->normal
northen->northern
nortification->notification
nortifications->notifications
nortmally->normally
notaion->notation
notasion->notation
notatin->notation
notebok->notebook
noteboook->notebook
notfication->notification
notfications->notifications
notfy->notify
noth->north
nothern->northern
nothign->nothing
nothigng->nothing
nothihg->nothing
nothin->nothing
nothind->nothing
nothink->nothing
notication->notification
notications->notifications
noticication->notification
noticications->notifications
notidication->notification
notidications->notifications
notifacation->notification
notifacations->notifications
notifaction->notification
notifactions->notifications
notifcation->notification
notifcations->notifications
notifiaction->notification
notifiactions->notifications
notifiation->notification
notifiations->notifications
notificaction->notification
notificactions->notifications
notificaion->notification
notificaions->notifications
notificaiton->notification
notificaitons->notifications
notificarion->notification
notificarions->notifications
notificastion->notification
notificastions->notifications
notificaton->notification
notificatons->notifications
notificiation->notification
notificiations->notifications
notificication->notification
notificications->notifications
notifictation->notification
notifictations->notifications
notifiction->notification
notifictions->notifications
notififation->notification
notififations->notifications
notifiy->notify
notifycation->notification
notifycations->notifications
notigication->notification
notigications->notifications
notitication->notification
notitications->notifications
notity->notify
notning->nothing
notofocation->notification
notofocations->notifications
nott->not
nottaion->notation
notthing->nothing
nottice->notice
notwhithstanding->notwithstanding
notwithstandin->notwithstanding
nowe->now
nown->known
nstall->install
nstallation->installation
nstalled->installed
nstalling->installing
nteger->integer
ntegral->integral
ntegrated->integrated
ntegration->integration
ntegrity->integrity
ntification->notification
nuber->number
nubered->numbered
nubering->numbering
nubers->numbers
nubmer->number
nubmered->numbered
nubmering->numbering
nubmers->numbers
nucular->nuclear
nuculear->nuclear
nuetral->neutral
nulk->null
nulll->null
numbber->number
numbbered->numbered
numbbering->numbering
numbbers->numbers
numbe->number
numberic->numeric
numberical->numerical
numberr->number
numberred->numbered
numberring->numbering
numberrs->numbers
numberss->numbers
numbert->number
numbet->number
numbets->numbers
numbr->number
numbre->number
numbred->numbered
numbres->numbers
numbring->numbering
numbrs->numbers
numeber->number
numebering->numbering
numebers->numbers
numebr->number
numebrs->numbers
numer->number
numerbering->numbering
numercial->numerical
numering->numbering
numers->numbers
nummber->number
nummbers->numbers
nummeric->numeric
nummerical->numerical
numnber->number
numnbered->numbered
numnbering->numbering
numnbers->numbers
numner->number
numners->numbers
numvber->number
numvbers->numbers
numver->number
numvers->numbers
nunber->number
nunbers->numbers
nutral->neutral
nwe->new
nwo->now
oarticle->particle
oarticles->particles
obatain->obtain
obay->obey
obayed->obeyed
obect->object
obective->objective
obectives->objectives
obects->objects
obejct->object
obejctive->objective
obejctives->objectives
obejcts->objects
obeject->object
obejects->objects
oberflow->overflow
oberflowing->overflowing
oberv->observe
oberve->observe
oberved->observed
obeservation->observation
obeserve->observe
obeserved->observed
obgect->object
obgects->objects
obhect->object
obhects->objects
objct->object
objctive->objective
objctives->objectives
objcts->objects
objec->object
objecs->objects
objectss->objects
objejct->object
objetc->object
objetcs->objects
objetive->objective
objetives->objectives
objtain->obtain
objtained->obtained
obnject->object
obolete->obsolete
obselete->obsolete
obseravtion->observation
observ->observe
observered->observed
obslete->obsolete
obsloete->obsolete
obsolate->obsolete
obsolite->obsolete
obsolote->obsolete
obsolte->obsolete
obsolutely->absolutely
obtaiend->obtained
obtaion->obtain
obtaioned->obtained
obtrain->obtain
obtrained->obtained
obyect->object
obyekt->object
ocasion->occasion
ocassion->occasion
occaision->occasion
occaison->occasion
occasin->occasion
occassion->occasion
occation->occasion
occcur->occur
occcured->occurred
occcurs->occurs
occour->occur
occoured->occurred
occourence->occurrence
occourred->occurred
occourrence->occurrence
occours->occurs
occrrance->occurrence
occrred->occurred
occrrence->occurrence
occsion->occasion
occucence->occurrence
occuped->occupied
occupided->occupied
occuppation->occupation
occuppational->occupational
occuppied->occupied
occuracy->accuracy
occurance->occurrence
occurded->occurred
occured->occurred
occurence->occurrence
occures->occurs
occurr->occur
occurrance->occurrence
occurrred->occurred
occurrrence->occurrence
occurrs->occurs
ocntext->context
ocorrence->occurrence
ocuntries->countries
ocuntry->country
ocupied->occupied
ocur->occur
ocurr->occur
ocurrance->occurrence
ocurred->occurred
ocurrence->occurrence
ocurrred->occurred
ocurrs->occurs
ocurs->occurs
odered->ordered
odering->ordering
oders->orders
ody->body
oen->one
oepn->open
oepned->opened
oepning->opening
oepns->opens
oeprate->operate
oeprated->operated
oeprating->operating
oepration->operation
oeprational->operational
oeprations->operations
oeprator->operator
oeprators->operators
ofcource->of course
offcers->officers
offcial->official
offerd->offered
offereings->offerings
offest->offset
offfence->offence
offfense->offense
offfer->offer
offfered->offered
offfering->offering
offfers->offers
offfice->office
offficer->officer
offficers->officers
offfices->offices
offficial->official
offfset->offset
offic->office
offical->official
officeal->official
offine->offline
offred->offered
offsence->offence
offsense->offense
offser->offset
offsers->offers
offsetp->offset
offsett->offset
offten->often
ofmodule->of module
ofo->of
ofrom->from
ofsset->offset
oftenly->often
ofthe->of the
oging->going
oherwise->otherwise
ohter->other
ohters->others
ohterwise->otherwise
oigin->origin
oiginal->original
oiginally->originally
ointed->pointed
ointer->pointer
ointing->pointing
ojbect->object
ojbective->objective
ojbectives->objectives
ojbects->objects
oje->one
oject->object
ojective->objective
ojects->objects
ojekts->objects
okat->okay
oldes->oldest
oll->all
olny->only
olt->old
olther->other
oly->only
omited->omitted
ommited->omitted
ommitted->omitted
omplementaion->implementation
omplementation->implementation
omre->more
onece->once
onedimenional->one-dimensional
onedimenionsal->one-dimensional
ongly->only
onl->only
onliene->online
onlly->only
onlye->only
onlyonce->only once
onoly->only
onother->another
onself->oneself
ontact->contact
ontacts->contacts
ontain->contain
ontained->contained
ontainer->container
ontainers->containers
ontainging->containing
ontaining->containing
ontainor->container
ontainors->containers
ontains->contains
ontent->content
ontents->contents
ontext->context
onthe->on the
ontop->on top
ontrol->control
ontrolled->controlled
ontroller->controller
ontrolling->controlling
ontrols->controls
onw->own
onwed->owned
onwer->owner
onwership->ownership
onyl->only
oommits->commits
ooutput->output
opactity->opacity
opactiy->opacity
opacy->opacity
opbject->object
opbjective->objective
opbjects->objects
opeaaration->operation
opeaarations->operations
opeabcration->operation
opeabcrations->operations
opearate->operate
opearating->operating
opearation->operation
opearations->operations
opearatios->operations
opearator->operator
opearators->operators
opearion->operation
opearions->operations
opearios->operations
opeariton->operation
opearitons->operations
opearitos->operations
opearor->operator
opearors->operators
opearte->operate
opearted->operated
opearting->operating
opeartion->operation
opeartions->operations
opeartios->operations
opeartor->operator
opeartors->operators
opeate->operate
opeation->operation
opeational->operational
opeations->operations
opeatios->operations
opeator->operator
opeators->operators
opeatror->operator
opeatrors->operators
opeg->open
opeging->opening
opeing->opening
opeinging->opening
opem->open
opemed->opened
opeming->opening
opems->opens
opended->opened
openeing->opening
openend->opened
openened->opened
openening->opening
openes->opens
openign->opening
openin->opening
openining->opening
openned->opened
openning->opening
operaion->operation
operaional->operational
operaions->operations
operaiton->operation
operaitonal->operational
operaitons->operations
operared->operated
operaring->operating
operarion->operation
operarional->operational
operarions->operations
operaror->operator
operarors->operators
operatate->operate
operatated->operated
operatating->operating
operatation->operation
operatational->operational
operatations->operations
operatator->operator
operatators->operators
operaters->operators
operatinal->operational
operatings->operating
operatins->operations
operatio->operation
operatione->operation
operationes->operations
operationgs->operations
operatior->operator
operatiors->operators
operatios->operations
operatng->operating
operaton->operation
operatonal->operational
operatons->operations
operatos->operators
operatte->operate
operatted->operated
operatting->operating
operattion->operation
operattional->operational
operattions->operations
operattor->operator
operattors->operators
opereate->operate
opereated->operated
opereating->operating
opereation->operation
opereational->operational
opereations->operations
opertae->operate
opertaed->operated
opertaing->operating
opertaion->operation
opertaional->operational
opertaions->operations
opertaor->operator
opertaors->operators
operte->operate
operted->operated
operting->operating
opertion->operation
opertional->operational
opertions->operations
opertor->operator
opertors->operators
opetion->option
opetional->optional
opetions->options
opimal->optimal
opinyon->opinion
opion->option
opional->optional
opions->options
opitimal->optimal
opition->option
opitional->optional
opitions->options
opitmal->optimal
opiton->option
opitonal->optional
opitons->options
opject->object
opjective->objective
opjects->objects
opne->open
opned->opened
oportions->options
oportunity->opportunity
oposite->opposite
oposition->opposition
oppen->open
oppened->opened
oppening->opening
oppenly->openly
oppens->opens
opperate->operate
opperated->operated
opperation->operation
opperational->operational
opperations->operations
opperator->operator
opperators->operators
oppertunity->opportunity
oppinion->opinion
opportunty->opportunity
opportuny->opportunity
opposit->opposite
oppositition->opposition
opprotunity->opportunity
oppsofite->opposite
oppurtunity->opportunity
oprate->operate
oprated->operated
oprating->operating
opration->operation
oprational->operational
oprations->operations
oprator->operator
oprators->operators
opreate->operate
opreated->operated
opreating->operating
opreation->operation
opreational->operational
opreations->operations
opreator->operator
opreators->operators
opression->oppression
oprion->option
oprional->optional
oprions->options
optain->obtain
optained->obtained
optaionl->optional
optening->opening
optiion->option
optiional->optional
optiions->options
optimial->optimal
optin->option
optinal->optional
optins->options
optio->option
optioanl->optional
optioin->option
optioinal->optional
optioins->options
optiona->optional
optionall->optional
optionel->optional
optiones->options
optionial->optional
optionn->option
optionnal->optional
optionss->options
optios->options
optoin->option
optoinal->optional
optoins->options
optomal->optimal
opton->option
optonal->optional
opyion->option
opyions->options
orcale->oracle
orded->ordered
orderd->ordered
ordert->ordered
ording->ordering
orede->order
oredes->orders
oreding->ordering
oredred->ordered
organizaion->organization
organizate->organize
organiztion->organization
organziation->organization
organzier->organizer
orgiginal->original
orgiginally->originally
orginal->original
orginally->originally
orginial->original
orginially->originally
orgininal->original
orginization->organization
orginize->organize
oriantation->orientation
oricle->oracle
orieation->orientation
orienatation->orientation
orienation->orientation
oriended->oriented
orientaion->orientation
orientiation->orientation
orientied->oriented
orientned->oriented
orietation->orientation
origanaly->originally
origial->original
origially->originally
origianal->original
origianally->originally
origianaly->originally
origianl->original
origianlly->originally
origigin->origin
origiginal->original
origiginally->originally
originall->original
originaly->originally
originial->original
originially->originally
origininal->original
originnally->originally
origion->origin
origional->original
origionally->originally
orign->origin
orignally->originally
orignial->original
orignially->originally
origninal->original
origninally->originally
oringal->original
oringally->originally
orriginal->original
ortherwise->otherwise
osffset->offset
otain->obtain
otained->obtained
otehr->other
otehrwice->otherwise
otehrwise->otherwise
otehrwize->otherwise
oter->other
oterwice->otherwise
oterwise->otherwise
oterwize->otherwise
othe->other
othere->other
otherewise->otherwise
otherise->otherwise
otheriwse->otherwise
othersie->otherwise
othervise->otherwise
otherwaise->otherwise
otherways->otherwise
otherweis->otherwise
otherweise->otherwise
otherwhile->otherwise
otherwhise->otherwise
otherwice->otherwise
otherwide->otherwise
otherwis->otherwise
otherwize->otherwise
otherwose->otherwise
otherwrite->overwrite
otherws->otherwise
otherwse->otherwise
otherwsie->otherwise
otherwsise->otherwise
otherwuise->otherwise
otherwwise->otherwise
otherwyse->otherwise
othewice->otherwise
othewise->otherwise
othewize->otherwise
othre->other
othres->others
othwerise->otherwise
othwerwise->otherwise
othwhise->otherwise
otification->notification
otifications->notifications
otiginal->original
otimal->optimal
otion->option
otional->optional
otions->options
otpimal->optimal
otpion->option
otpional->optional
otpions->options
otput->output
otside->outside
otu->out
ouer->outer
oultline->outline
ountline->outline
ouptut->output
ouput->output
ource->source
ources->sources
ourselfe->ourselves
ourselfes->ourselves
ourselfs->ourselves
ourselvs->ourselves
ouside->outside
oustide->outside
outbut->output
outgoign->outgoing
outgoin->outgoing
outher->other
outherwise->otherwise
outisde->outside
outloud->out loud
outoign->outgoing
outoing->outgoing
outout->output
outpout->output
outpu->output
outpupt->output
outpus->output
outpust->output
outselves->ourselves
outsid->outside
outter->outer
outupt->output
outuput->output
outut->output
ouur->our
ouurs->ours
oveflow->overflow
oveflowing->overflowing
overaall->overall
overal->overall
overfl->overflow
overflw->overflow
overfow->overflow
overfowing->overflowing
overhread->overhead
overide->override
overlflow->overflow
overlflowing->overflowing
overlfow->overflow
overlfowing->overflowing
overlow->overflow
overlowing->overflowing
overreide->override
overridee->override
overrie->override
overrride->override
overthere->over there
overvise->otherwise
overvize->otherwise
overvride->override
overvrite->overwrite
overwiew->overview
overwirte->overwrite
overwise->otherwise
overwite->overwrite
overwize->otherwise
overwritte->overwrite
ovewrite->overwrite
ovride->override
ovrride->override
ovrwrt->overwrite
ovservation->observation
ovserve->observe
ovveride->override
ovverride->override
owener->owner
owerflow->overflow
owerflowing->overflowing
owership->ownership
owervrite->overwrite
owerwrite->overwrite
ownder->owner
ownerhsip->ownership
ownersip->ownership
ownner->owner
ownwer->owner
ownwership->ownership
owrk->work
owudl->would
oxigen->oxygen
oxzillary->auxiliary
oyu->you
oyur->your
oyurs->yours
oyurself->yourself
oyurselves->yourselves
paackage->package
paackages->packages
paackaging->packaging
pacaging->packaging
pacakage->package
pacakages->packages
pacakaging->packaging
pacakge->package
pacakges->packages
pacakging->packaging
paceholder->placeholder
paceholders->placeholders
pachage->package
pachages->packages
pachaging->packaging
pacht->patch
pacjage->package
pacjages->packages
pacjaging->packaging
packaage->package
packaages->packages
packaaging->packaging
packacge->package
packacges->packages
packacging->packaging
packae->package
packaeg->package
packaege->package
packaeges->packages
packaeging->packaging
packaegs->packages
packaes->packages
packag->package
packagin->packaging
packags->packages
packaing->packaging
packege->package
packeges->packages
packeging->packaging
packgage->package
packgages->packages
packgaging->packaging
packge->package
packgement->packaging
packges->packages
packgs->packages
packhage->package
packhages->packages
packkage->package
packkages->packages
packkaging->packaging
pactch->patch
pacth->patch
paddin->padding
pading->padding
paermission->permission
paermissions->permissions
paeth->path
pagagraph->paragraph
pahses->phases
paide->paid
paied->paid
painiting->painting
paintin->painting
paitence->patience
paitent->patient
paitents->patients
paitience->patience
paitient->patient
paitients->patients
paiting->painting
pakage->package
pakages->packages
pakaging->packaging
pakcage->package
pakcages->packages
pakcaging->packaging
pakcet->packet
pakge->package
pakvage->package
palatte->palette
palce->place
palced->placed
palceholder->placeholder
palceholders->placeholders
palcement->placement
palces->places
palcing->placing
palete->palette
pallette->palette
paltette->palette
paltform->platform
paly->play
palyed->played
palyer->player
palyers->players
palying->playing
pannel->panel
pannels->panels
paoition->position
paor->pair
paraemeter->parameter
paraemeters->parameters
paraeter->parameter
paraeters->parameters
paragaph->paragraph
paragaphs->paragraphs
paragaraph->paragraph
paragarapha->paragraph
paragaraphas->paragraphs
paragaraphs->paragraphs
paragarph->paragraph
paragarphs->paragraphs
paragph->paragraph
paragphs->paragraphs
paragpraph->paragraph
paragpraphs->paragraphs
paragrah->paragraph
paragrahs->paragraphs
paragraphy->paragraph
paragrph->paragraph
paragrphs->paragraphs
parahaps->perhaps
paralel->parallel
paralell->parallel
paralelle->parallel
paralle->parallel
parallell->parallel
paralllel->parallel
paramameter->parameter
paramameters->parameters
paramater->parameter
paramaters->parameters
parameger->parameter
paramemeter->parameter
paramemeters->parameters
paramemter->parameter
paramemters->parameters
paramenet->parameter
paramenets->parameters
paramenter->parameter
paramenters->parameters
paramer->parameter
paramers->parameters
paramert->parameter
paramerter->parameter
paramerters->parameters
paramerts->parameters
paramesr->parameters
paramete->parameter
parameteras->parameters
parameteres->parameters
parameterts->parameters
parametes->parameters
parametesr->parameters
parametr->parameter
parametre->parameter
parametres->parameters
parametrs->parameters
parametrse->parameters
parametter->parameter
parametters->parameters
parammeter->parameter
parammeters->parameters
paramter->parameter
paramtere->parameter
paramterer->parameter
paramterers->parameters
paramteres->parameters
paramters->parameters
parants->parents
pararagraph->paragraph
pararagraphs->paragraphs
pararaph->paragraph
pararaphs->paragraphs
parareter->parameter
parargaph->paragraph
parargaphs->paragraphs
pararmeter->parameter
pararmeters->parameters
paratmer->parameter
paratmers->parameters
parctical->practical
pard->part
parellel->parallel
paremeter->parameter
paremeters->parameters
paremter->parameter
paremters->parameters
parge->large
parial->partial
parially->partially
paricipants->participants
paricle->particle
paricles->particles
paricular->particular
paricularly->particularly
parital->partial
paritally->partially
paritial->partial
pariticipants->participants
pariticle->particle
pariticles->particles
pariticular->particular
pariticularly->particularly
parition->partition
paritions->partitions
paritition->partition
parititiones->partitions
parititions->partitions
parituclar->particular
parmaeter->parameter
parmaeters->parameters
parmameter->parameter
parmameters->parameters
parmater->parameter
parmaters->parameters
parmeter->parameter
parmeters->parameters
parmter->parameter
parmters->parameters
parnter->partner
parnters->partners
parragraph->paragraph
parragraphs->paragraphs
parralel->parallel
parralell->parallel
parrallel->parallel
parrallell->parallel
parrameter->parameter
parrameters->parameters
parrent->parent
parseing->parsing
parsering->parsing
parshal->partial
parshally->partially
parshaly->partially
parsial->partial
parsially->partially
parsialy->partially
parsin->parsing
parstree->parse tree
partcipants->participants
partcle->particle
partcles->particles
partcular->particular
partcularly->particularly
parth->path
partialy->partially
particalar->particular
particalarly->particularly
particale->particle
particales->particles
partically->partially
particals->particles
particaluar->particular
particaluarly->particularly
particalur->particular
particalurly->particularly
particaular->particular
particaularly->particularly
particaulr->particular
particaulrly->particularly
particlar->particular
particlarly->particularly
particpants->participants
particual->particular
particually->particularly
particualr->particular
particualrly->particularly
particuar->particular
particuarly->particularly
particulaly->particularly
particularily->particularly
particulary->particularly
particuliar->particular
particuraly->particularly
partifular->particular
partiiton->partition
partiitons->partitions
partirion->partition
partision->partition
partisions->partitions
partitial->partial
partitially->partially
partiticipants->participants
partiticular->particular
partitiones->partitions
partitionns->partitions
partitionss->partitions
partitition->partition
partititions->partitions
partiton->partition
partitons->partitions
partiula->particular
partiular->particular
partiularly->particularly
parttion->partition
parttions->partitions
pary->party
pased->passed
pasengers->passengers
pasesd->passed
pash->hash
pasitioning->positioning
passanger->passenger
passangers->passengers
passin->passing
passinig->passing
passord->password
passords->passwords
passoword->password
passowords->passwords
passowrd->password
passowrds->passwords
passs->pass
passsed->passed
passses->passes
passsing->passing
passsword->password
passswords->passwords
passwird->password
passwirds->passwords
passwor->password
passworss->passwords
passwrod->password
passwrods->passwords
pasword->password
paswords->passwords
patameter->parameter
patameters->parameters
patcket->packet
patern->pattern
paterns->patterns
pathc->patch
pathes->paths
patially->partially
paticipants->participants
paticle->particle
paticles->particles
paticular->particular
paticularly->particularly
patition->partition
pattens->patterns
pattersn->patterns
pattren->pattern
pattrn->pattern
pattrns->patterns
patttern->pattern
pattterns->patterns
peacd->peace
peacefuland->peaceful and
peapel->people
peapels->peoples
peaple->people
peaples->peoples
peaseful->peaceful
peases->pieces
pecentage->percentage
pecification->specification
pecified->specified
pecifies->specifies
pecify->specify
pecifying->specifying
peding->pending
pedning->pending
peepel->people
peepels->peoples
pefectly->perfectly
pefer->prefer
pefered->preferred
peference->preference
peferences->preferences
peferred->preferred
pefix->prefix
peform->perform
peformance->performance
peformed->performed
peforming->performing
pege->page
pehaps->perhaps
peice->piece
peices->pieces
peirod->period
peirods->periods
penatly->penalty
pendig->pending
pendin->pending
pendning->pending
pennal->panel
pennals->panels
pensle->pencil
peopel->people
peopels->peoples
peopl->people
pepare->prepare
peported->reported
perameter->parameter
perameters->parameters
peraphs->perhaps
percenatge->percentage
percentange->percentage
percepted->perceived
percetage->percentage
percieve->perceive
percieved->perceived
percise->precise
percision->precision
perentage->percentage
perfec->perfect
perfecct->perfect
perfecctly->perfectly
perfeclty->perfectly
perfecly->perfectly
perfectably->perfectly
perfer->prefer
perferance->preference
perferances->preferences
perferct->perfect
perferctly->perfectly
perferect->perfect
perferectly->perfectly
perfered->preferred
perference->preference
perferences->preferences
perferm->perform
perfermance->performance
perfermence->performance
perferr->prefer
perferrance->preference
perferrances->preferences
perferred->preferred
perferrence->preference
perferrences->preferences
perferrm->perform
perferrmance->performance
perferrmence->performance
perfix->prefix
perfmormance->performance
perfoem->perform
perfoemamce->performance
perfoemance->performance
perfoemanse->performance
perfoemed->performed
perfoeming->performing
perfoemnace->performance
perfom->perform
perfomamce->performance
perfomance->performance
perfomanse->performance
perfome->perform
perfomeamce->performance
perfomeance->performance
perfomeanse->performance
perfomed->performed
perfomeed->performed
perfomeing->performing
perfomenace->performance
perfoming->performing
perfomnace->performance
perfomr->perform
perfomramce->performance
perfomrance->performance
perfomranse->performance
perfomred->performed
perfomring->performing
perfomrnace->performance
perfor->perform
perforam->perform
perforamance->performance
perforamed->performed
perforaming->performing
perforamnce->performance
perforance->performance
perford->performed
perforemd->performed
performace->performance
performaed->performed
performamce->performance
performanc->performance
performane->performance
performence->performance
performes->performed
performnace->performance
perfro->perform
perfrom->perform
perfromance->performance
perfromed->performed
perfroming->performing
perfur->prefer
perfurd->preferred
perfured->preferred
perfurrd->preferred
perfurred->preferred
perhabs->perhaps
perharps->perhaps
perhas->perhaps
perhasp->perhaps
perheaps->perhaps
perhpas->perhaps
peridic->periodic
peridioc->periodic
periodioc->periodic
permament->permanent
permamently->permanently
permanant->permanent
permanantly->permanently
permanentely->permanently
permanenty->permanently
permantly->permanently
permenant->permanent
permenantly->permanently
permision->permission
permisions->permissions
permisison->permission
permisisons->permissions
permissiosn->permissions
permissoin->permission
permissoins->permissions
permisson->permission
permissons->permissions
permisssion->permission
permisssions->permissions
permited->permitted
permition->permission
permitions->permissions
permmission->permission
permmissions->permissions
permormance->performance
permssion->permission
permssions->permissions
peroid->period
peroidic->periodic
peroids->periods
peronal->personal
peroper->proper
peroperly->properly
peroperties->properties
peroperty->property
perosn->person
perosnal->personal
perosns->persons
perparation->preparation
perpare->prepare
perpared->prepared
perparing->preparing
perpective->perspective
perperties->properties
perperty->property
perphas->perhaps
perposal->proposal
perposals->proposals
perpose->purpose
perposes->purposes
perpsective->perspective
persciuos->precious
perscius->precious
persective->perspective
persence->presence
persentage->percentage
persentation->presentation
persented->presented
persents->presents
persepctive->perspective
persepective->perspective
perserve->preserve
perserved->preserved
persew->pursue
persewed->pursued
pershis->precious
pershus->precious
persmission->permission
persmissions->permissions
personnal->personal
personnell->personnel
perspecitve->perspective
perssious->precious
perssiuos->precious
persuded->persuaded
persue->pursue
persued->pursued
perticular->particular
perticularly->particularly
pervention->prevention
pervents->prevents
perview->preview
pervious->previous
perviously->previously
petetion->petition
pevent->prevent
pevented->prevented
pevention->prevention
pevents->prevents
pharoah->pharaoh
pharoh->pharaoh
phasis->phases
philisophy->philosophy
philosphy->philosophy
phisical->physical
phisosophy->philosophy
phote->photo
phsical->physical
phsyical->physical
phyiscal->physical
phylosophy->philosophy
physcial->physical
physial->physical
phython->python
phyton->python
pice->piece
picure->picture
picures->pictures
pidgeon->pigeon
pigen->pigeon
pigin->pigeon
pigun->pigeon
pijeon->pigeon
pijun->pigeon
piont->point
pionter->pointer
pionts->points
piority->priority
pitty->pity
pivott->pivot
pixes->pixels
placeemnt->placement
placegolder->placeholder
placegolders->placeholders
placehoder->placeholder
placehoders->placeholders
placeholde->placeholder
placeholdes->placeholders
placeholer->placeholder
placeholers->placeholders
placehoulder->placeholder
placehoulders->placeholders
placemenet->placement
placholder->placeholder
placholders->placeholders
placin->placing
placmenet->placement
placment->placement
plaform->platform
plaftorm->platform
plalform->platform
plasement->placement
plases->places
platfarm->platform
platfform->platform
platflorm->platform
platfoem->platform
platfom->platform
platfomr->platform
platfrom->platform
plathome->platform
platofmr->platform
platoform->platform
platofrm->platform
platorm->platform
playge->plague
playist->playlist
plcae->place
plcaed->placed
plcaeholder->placeholder
plcaeholders->placeholders
plcaement->placement
plcaes->places
pleaase->please
pleacing->placing
pleae->please
pleaee->please
pleaes->please
pleasd->pleased
pleasent->pleasant
pleasin->pleasing
plecing->placing
plent->plenty
plesae->please
plesant->pleasant
plese->please
plian->plain
ploygon->polygon
pltform->platform
pluggin->plugin
pluggins->plugins
pluign->plugin
pluigns->plugins
pobular->popular
pocesses->processes
pocessing->processing
poduce->produce
poduced->produced
poduces->produces
poducing->producing
poduct->product
poduction->production
poducts->products
podule->module
poential->potential
poeoples->peoples
poeple->people
poerful->powerful
poers->powers
pogress->progress
poicy->policy
poiint->point
poiints->points
poin->point
poind->point
poiner->pointer
poining->pointing
poinits->points
poinnter->pointer
pointetr->pointer
pointss->points
pointzer->pointer
poisin->poison
poisition->position
poisitioned->positioned
poisitioning->positioning
poisitionning->positioning
poisitions->positions
poistion->position
poistioned->positioned
poistioning->positioning
poistions->positions
poistive->positive
poit->point
poitd->pointed
poited->pointed
poiter->pointer
poiting->pointing
poitive->positive
poitn->point
poitnd->pointed
poitned->pointed
poitner->pointer
poitnes->points
poitning->pointing
poitns->points
poits->points
poiunter->pointer
poject->project
pojection->projection
pojects->projects
pojnt->point
pojrect->project
pojrection->projection
pojrects->projects
poket->pocket
polciy->policy
polcy->policy
polgon->polygon
polical->political
policiy->policy
poligon->polygon
polocy->policy
pologon->polygon
polotical->political
polotics->politics
poltical->political
poltics->politics
polular->popular
polulation->population
poluted->polluted
polution->pollution
polyar->polar
polylon->polygon
pomise->promise
pomised->promised
pomises->promises
pomotion->promotion
pompt->prompt
ponint->point
poninted->pointed
poninter->pointer
poninting->pointing
ponints->points
ponit->point
ponitd->pointed
ponited->pointed
poniter->pointer
ponits->points
pontential->potential
ponting->pointing
pontuation->punctuation
pooint->point
poointed->pointed
poointer->pointer
pooints->points
poossibility->possibility
poossible->possible
poossibly->possibly
poost->post
poperties->properties
poperty->property
poposal->proposal
poposals->proposals
popoulation->population
popoup->popup
poppup->popup
populare->popular
populatin->population
populer->popular
populr->popular
popuplar->popular
popuplation->population
porbability->probability
porbably->probably
porblem->problem
porblems->problems
porcess->process
porcessed->processed
porcesses->processes
porcessing->processing
porcessor->processor
porfile->profile
porfiles->profiles
porgram->program
porgramming->programming
porgrams->programs
porgress->progress
porject->project
porjection->projection
porjects->projects
pormise->promise
pormised->promised
pormises->promises
porotocol->protocol
porper->proper
porperly->properly
porperties->properties
porperty->property
porposal->proposal
porposals->proposals
porshan->portion
porshon->portion
portected->protected
portioon->portion
porve->prove
porved->proved
porvide->provide
porvided->provided
porvider->provider
porvides->provides
porviding->providing
porvids->provides
posative->positive
poseesions->possessions
posess->possess
posessed->possessed
posession->possession
posessions->possessions
posibility->possibility
posibilty->possibility
posiblity->possibility
posibly->possibly
posifion->position
posifions->positions
posiitive->positive
posisition->position
posisitioned->positioned
posisitioning->positioning
posisitions->positions
posistion->position
posistioned->positioned
posistioning->positioning
posistions->positions
positionn->position
positionned->positioned
positionning->positioning
positionns->positions
positivie->positive
positoin->position
positoined->positioned
positoins->positions
positoned->positioned
positoning->positioning
positons->positions
positve->positive
posotion->position
posption->position
possability->possibility
possabily->possibly
possable->possible
possably->possibly
possbile->possible
possbility->possibility
possbily->possibly
possble->possible
possbly->possibly
possesion->possession
possesions->possessions
possiability->possibility
possiable->possible
possiably->possibly
possibbe->possible
possibe->possible
possibel->possible
possibiility->possibility
possibilitity->possibility
possibillity->possibility
possibilty->possibility
possibity->possibility
possiblble->possible
possiblec->possible
possiblely->possibly
possiblility->possibility
possiblilty->possibility
possiblity->possibility
possiblle->possible
possiblly->possibly
possiby->possibly
possiibility->possibility
possiible->possible
possiibly->possibly
possiility->possibility
possilbe->possible
possilby->possibly
possile->possible
possily->possibly
possition->position
possitioned->positioned
possitioning->positioning
possitions->positions
possitive->positive
possobile->possible
possobility->possibility
possobily->possibly
possoble->possible
possobly->possibly
posssibility->possibility
posssible->possible
posssibly->possibly
postiion->position
postiioned->positioned
postiioning->positioning
postiions->positions
postiive->positive
postion->position
postioned->positioned
postioning->positioning
postition->position
postitioned->positioned
postitioning->positioning
postitions->positions
postitive->positive
postive->positive
potenial->potential
potentail->potential
potental->potential
potetinal->potential
potiential->potential
potition->position
potocol->protocol
potrait->portrait
pount->point
pounts->points
poupular->popular
poverful->powerful
poweful->powerful
powerfull->powerful
pozitive->positive
pplication->application
pplications->applications
praameter->parameter
praameters->parameters
prabability->probability
prabably->probably
pracitcal->practical
practial->practical
practicval->practical
praefix->prefix
pramater->parameter
prameter->parameter
prameters->parameters
prarameter->parameter
prarameters->parameters
pratical->practical
pratice->practice
prcess->process
prcesses->processes
prcessing->processing
prcoess->process
prcoessed->processed
prcoesses->processes
prcoessing->processing
preaparation->preparation
preapare->prepare
preapared->prepared
preaparing->preparing
preapration->preparation
preapre->prepare
preapred->prepared
preapring->preparing
prebious->previous
prebiously->previously
preblem->problem
preblems->problems
precedure->procedure
precedures->procedures
preceision->precision
precence->presence
precenences->preferences
precense->presence
precentage->percentage
precesion->precision
precess->process
precessed->processed
precesses->processes
precessing->processing
precice->precise
precicion->precision
precisionn->precision
precisision->precision
precison->precision
precize->precise
precsion->precision
predefiend->predefined
predefiened->predefined
predefiined->predefined
predefineds->predefined
predfined->predefined
predifined->predefined
preesnt->present
preety->pretty
prefectly->perfectly
prefences->preferences
prefentation->presentation
prefention->prevention
preferance->preference
preferances->preferences
preferecne->preference
preferecnes->preferences
prefered->preferred
preferencfe->preference
preferencfes->preferences
prefernce->preference
prefernces->preferences
prefernec->preference
preferr->prefer
preferrence->preference
preferrences->preferences
preferrred->preferred
prefex->prefix
preffer->prefer
preffered->preferred
prefference->preference
prefferences->preferences
prefferred->preferred
preffix->prefix
prefic->prefix
prefice->prefix
preformance->performance
pregress->progress
prehaps->perhaps
preint->print
preinted->printed
preinting->printing
preints->prints
preiod->period
preivew->preview
preivous->previous
preivously->previously
preject->project
prejection->projection
prejects->projects
prelimitary->preliminary
premission->permission
premissions->permissions
premit->permit
preocess->process
preoperty->property
prepair->prepare
prepaire->prepare
prepaired->prepared
prepairing->preparing
preparetion->preparation
preparin->preparing
prepartion->preparation
prepate->prepare
prepated->prepared
preperation->preparation
prepere->prepare
prepered->prepared
prepering->preparing
preprare->prepare
preprared->prepared
prepraring->preparing
preprepared->prepared
prepresent->represent
prepresented->represented
prepresents->represents
preriod->period
preriodic->periodic
presance->presence
presciuos->precious
prescius->precious
presearve->preserve
presearved->preserved
presenation->presentation
presenece->presence
presense->presence
presentaion->presentation
presentated->presented
presernt->present
preserrved->preserved
preserv->preserve
presetation->presentation
preseve->preserve
preseved->preserved
preshis->precious
preshus->precious
presice->precise
presicion->precision
presing->pressing
presistion->precision
presmission->permission
presmissions->permissions
presnt->present
presntation->presentation
presnted->presented
presnts->presents
presonal->personal
presons->persons
prespective->perspective
presreved->preserved
pressence->presence
pressentation->presentation
pressented->presented
pressenter->press enter
pressents->presents
pressious->precious
pressiuos->precious
pressre->pressure
presss->press
presssed->pressed
pressses->presses
presssing->pressing
presssure->pressure
pressue->pressure
presure->pressure
pretect->protect
pretected->protected
pretecting->protecting
pretection->protection
preveiw->preview
preven->prevent
prevend->prevent
preversed->preserved
preverve->preserve
prevew->preview
previious->previous
previiously->previously
previleges->privileges
previoous->previous
previoously->previously
previos->previous
previosly->previously
previosu->previous
previosuly->previously
previou->previous
previouls->previous
previoulsy->previously
previouly->previously
previouse->previous
previousely->previously
previousl->previously
previousy->previously
previout->previous
previoutly->previously
previsou->previous
previsouly->previously
previsous->previous
previsously->previously
previuous->previous
previuously->previously
previus->previous
previusly->previously
previvous->previous
previvously->previously
prevoius->previous
prevoiusly->previously
prevous->previous
prevously->previously
prewview->preview
prfer->prefer
prference->preference
prferred->preferred
prfile->profile
prfiles->profiles
prfix->prefix
prgram->program
prgramming->programming
prgrams->programs
prgress->progress
priave->private
pricipal->principal
priciple->principle
priciples->principles
pricision->precision
priestood->priesthood
primaray->primary
primay->primary
princeple->principle
princeples->principles
princible->principle
principial->principal
princliple->principle
prind->print
prinf->print
pringing->printing
prinicipal->principal
priniciple->principle
priniciples->principles
prining->printing
printting->printing
priod->period
priodic->periodic
priods->periods
prioirty->priority
prioritity->priority
prioritiy->priority
priorty->priority
priot->prior
priotity->priority
pririty->priority
priro->prior
priror->prior
prirority->priority
priting->printing
privaleges->privileges
privaye->private
privcy->privacy
privde->provide
priveledges->privileges
priveleges->privileges
priveliges->privileges
privelleges->privileges
priviate->private
privide->provide
privided->provided
privider->provider
privides->provides
prividing->providing
priview->preview
privilages->privileges
priviledges->privileges
privilges->privileges
privilidges->privileges
priviliges->privileges
privious->previous
priviously->previously
privision->provision
privisions->provisions
privledges->privileges
privleges->privileges
privte->private
prixy->proxy
prject->project
prjection->projection
prjects->projects
proably->probably
probabality->probability
probabaly->probably
probabely->probably
probabilaty->probability
probabilit->probability
probabilty->probability
probablay->probably
probablility->probability
probablity->probability
probablly->probably
probaby->probably
probalby->probably
probalibity->probability
probaly->probably
probbably->probably
probbaility->probability
probbaly->probably
probblem->problem
probblems->problems
probblez->problem
probblezs->problems
probbly->probably
probelm->problem
probelms->problems
probem->problem
probems->problems
proberly->properly
proberty->property
probility->probability
problably->probably
problaem->problem
problaems->problems
problam->problem
problams->problems
probleem->problem
probleems->problems
problemes->problems
probles->problems
problim->problem
problims->problems
probllem->problem
probllems->problems
problme->problem
problmes->problems
probly->probably
procceed->proceed
procces->process
proccesed->processed
procceses->processes
proccesing->processing
proccesor->processor
proccess->process
proccessed->processed
proccesses->processes
proccessing->processing
proccessor->processor
procdure->procedure
procdures->procedures
procecess->process
procecure->procedure
procecures->procedures
procedger->procedure
procedings->proceedings
procedre->procedure
procedres->procedures
proceedure->procedure
proceedures->procedures
proceeed->proceed
proceeedures->procedures
procees->process
proceesed->processed
proceeses->processes
proceesing->processing
proceesor->processor
proceess->process
proceessed->processed
proceesses->processes
proceessing->processing
proceessor->processor
proces->process
procesed->processed
proceses->processes
procesing->processing
procesor->processor
processeed->processed
processees->processes
processer->processor
processess->processes
processessing->processing
processibg->processing
processig->processing
processinf->processing
processiong->processing
processpr->processor
processsed->processed
processses->processes
processsing->processing
processsor->processor
procesure->procedure
procesures->procedures
procide->provide
procided->provided
procides->provides
proclamed->proclaimed
procoess->process
procoessed->processed
procoessing->processing
procotol->protocol
proctect->protect
proctected->protected
proctecting->protecting
procteted->protected
procuce->produce
procuced->produced
procucer->producer
procuces->produces
procucing->producing
procuct->product
procuction->production
procucts->products
procude->produce
procuded->produced
procuder->producer
procudes->produces
procuding->producing
procudure->procedure
procudures->procedures
prodce->produce
prodcer->producer
prodces->produces
prodcing->producing
prodct->product
prodction->production
prodcts->products
prodcue->produce
prodcued->produced
prodcuer->producer
prodcues->produces
prodcuing->producing
prodcut->product
prodcution->production
prodcuts->products
prodecure->procedure
prodive->provide
prodived->provided
prodiver->provider
prodives->provides
prodiving->providing
producin->producing
produciton->production
producted->produced
produse->produce
prodused->produced
produser->producer
produses->produces
produsing->producing
proected->protected
proecting->protecting
proection->protection
proective->protective
proedure->procedure
proedures->procedures
proejct->project
proejction->projection
proejcts->projects
proepr->proper
proeprly->properly
proeprties->properties
proeprty->property
proerties->properties
proerty->property
proessing->processing
professinal->professional
professionnal->professional
proffesion->profession
proffesional->professional
proffession->profession
proffessional->professional
profie->profile
profies->profiles
profirle->profile
profirles->profiles
profissional->professional
proflie->profile
proflied->profiles
proflies->profiles
progam->program
progaming->programming
progamm->program
progamming->programming
progamms->programs
progams->programs
progaramm->program
progaramming->programming
progaramms->programs
progarm->program
progarming->programming
progarms->programs
progess->progress
progesss->progress
programmign->programming
programmin->programming
programmming->programming
progreess->progress
progres->progress
progresss->progress
progrewss->progress
progrmae->program
progrss->progress
proir->prior
proirity->priority
projcet->project
projcets->projects
projct->project
projction->projection
projcts->projects
projec->project
projecs->projects
projectio->projection
projecttion->projection
projetct->project
projetction->projection
projetcts->projects
projetion->projection
prolbem->problem
prolbems->problems
prolem->problem
prolems->problems
promiss->promise
promissed->promised
prommpt->prompt
promt->prompt
promtion->promotion
promtp->prompt
pronnounced->pronounced
pronouce->pronounce
pronouced->pronounced
pronounched->pronounced
prooblem->problem
prooblems->problems
proocecure->procedure
proocecures->procedures
proocedure->procedure
proocedures->procedures
proocess->process
proocessed->processed
proocesses->processes
proocessing->processing
proocol->protocol
prooduce->produce
prooduced->produced
prooduces->produces
prooduct->product
prooerties->properties
prooerty->property
prool->pool
prooof->proof
prooper->proper
prooperly->properly
prooperties->properties
prooperty->property
proove->prove
prooved->proved
prooxy->proxy
propability->probability
propably->probably
propbability->probability
propbably->probably
propblem->problem
propblems->problems
propely->properly
propeoperties->properties
properely->properly
propereties->properties
properety->property
properies->properties
properites->properties
properities->properties
properity->property
properlly->properly
properlty->property
properries->properties
properrt->property
properry->property
properrys->properties
propert->property
properteis->properties
propertery->property
propertes->properties
propertise->properties
propertu->property
propertus->properties
propertyst->properties
propery->property
propeties->properties
propetry->property
propetrys->properties
propety->property
propetys->properties
proplem->problem
proplems->problems
propmpt->prompt
propmt->prompt
propoer->proper
propoerly->properly
propoerties->properties
propoerty->property
proporties->properties
proporty->property
proppely->properly
propper->proper
propperly->properly
propperties->properties
propperty->property
proprely->properly
propreties->properties
proprety->property
proproably->probably
proproties->properties
proprties->properties
proprty->property
propt->prompt
propteries->properties
propterties->properties
propterty->property
proptery->property
propvider->provider
prority->priority
prosesses->processes
prosessing->processing
prosseses->processes
protable->portable
protcol->protocol
protcool->protocol
protcted->protected
protecion->protection
protectiv->protective
protectoin->protection
protedcted->protected
proteen->protein
protential->potential
protext->protect
protlet->portlet
protocal->protocol
protocall->protocol
protocl->protocol
protoco->protocol
protocoll->protocol
protocool->protocol
protol->protocol
protrait->portrait
provde->provide
provded->provided
provder->provider
provdes->provides
provdided->provided
provdie->provide
provdied->provided
provdies->provides
provding->providing
provences->provinces
provicde->provide
provicded->provided
provicdes->provides
proviced->provided
provicer->provider
provicing->providing
provideded->provided
providewd->provided
providin->providing
providor->provider
provids->provides
provieded->provided
provieder->provider
proviedes->provides
provieding->providing
provier->provider
provies->provides
provileges->privileges
provisiosn->provision
provison->provision
provisons->provisions
provive->provide
provived->provided
provives->provides
proviving->providing
provode->provide
provoded->provided
provoder->provider
provodes->provides
provoding->providing
provods->provides
provsion->provision
provsions->provisions
prpose->purpose
prposes->purposes
prrcision->precision
prset->preset
prufe->proof
prvacy->privacy
prvate->private
prviacy->privacy
prviate->private
prvileges->privileges
psace->space
psaces->spaces
psacing->spacing
psitoin->position
psitoined->positioned
psitoins->positions
psot->post
psots->posts
psrameter->parameter
pssed->passed
pssibility->possibility
pssible->possible
pssibly->possibly
psuh->push
ptd->pdf
pthon->python
ptorions->portions
ptrss->press
ptyhon->python
pubilc->public
pubilcation->publication
pubilsh->publish
pubilshed->published
pubilshing->publishing
pubish->publish
pubished->published
pubishing->publishing
publc->public
publcation->publication
publically->publicly
publicaly->publicly
publiched->published
publiching->publishing
publick->public
publihsed->published
publised->published
publisehd->published
publisged->published
publishd->published
publisheed->published
publising->publishing
publsh->publish
publshed->published
publshing->publishing
publsih->publish
publsihed->published
publsihing->publishing
publuc->public
publucation->publication
publush->publish
publushing->publishing
puchase->purchase
puchased->purchased
pugin->plugin
pugins->plugins
pulgin->plugin
pulgins->plugins
pulish->publish
pulished->published
pulishing->publishing
punctation->punctuation
punctiation->punctuation
punctuations->punctuation
puncutation->punctuation
puplar->popular
puplation->population
puplic->public
puplicly->publicly
puplish->publish
puplished->published
puplishing->publishing
pupose->purpose
puposes->purposes
pupular->popular
pupulation->population
pupup->popup
purcahed->purchased
purcahse->purchase
purcahsed->purchased
purpses->purposes
purpuse->purpose
purpuses->purposes
pursuaded->persuaded
pusehd->pushed
puting->putting
putpose->purpose
putposed->purposed
putposes->purposes
puttin->putting
pwoer->power
pxoxy->proxy
pyhon->python
pyhsical->physical
pyhthon->python
pyhton->python
pyrhon->python
pysical->physical
pythin->python
pythjon->python
pytho->python
pythong->python
pythonl->python
pytnon->python
pytohn->python
pyton->python
pytyon->python
qaulity->quality
qeries->queries
qery->query
qest->quest
qestion->question
qestions->questions
qeue->queue
qeuest->quest
qeuestion->question
qeuestions->questions
qeueue->queue
qeuries->queries
qeury->query
qeust->quest
qeustion->question
qeustions->questions
qhich->which
qickly->quickly
qiest->quest
qiestion->question
qiestions->questions
qith->with
qoutation->quotation
qoute->quote
qouted->quoted
qoutes->quotes
quailified->qualified
qualfied->qualified
qualit->quality
quanitity->quantity
quanity->quantity
quanlified->qualified
quantaty->quantity
quantit->quantity
quantitity->quantity
quantitiy->quantity
quatation->quotation
quation->equation
quee->queue
queires->queries
quereis->queries
queres->queries
queris->queries
querries->queries
querry->query
querst->quest
querstion->question
querstions->questions
queryies->queries
querys->queries
queset->quest
quesetion->question
quesetions->questions
quesion->question
quesions->questions
quesiton->question
quesitons->questions
quesr->quest
quesrion->question
quesrions->questions
quess->guess
questio->question
questios->questions
questoin->question
questoins->questions
queston->question
questons->questions
queu->queue
queueu->queue
quew->queue
quicklyu->quickly
quicky->quickly
quickyl->quickly
quicly->quickly
quieries->queries
quiery->query
quiestion->question
quiestions->questions
quikc->quick
quikly->quickly
quitely->quite
quivalent->equivalent
quotaion->quotation
quoteed->quoted
quotted->quoted
quries->queries
qury->query
qust->quest
qustion->question
qustions->questions
radation->radiation
rademption->redemption
rademtion->redemption
radeus->radius
radiaton->radiation
rady->ready
raed->read
raeding->reading
raeds->reads
raedy->ready
raelly->really
raisedd->raised
ralated->related
ralation->relation
ralations->relations
ralationship->relationship
ralationships->relationships
ralative->relative
ralatively->relatively
ramdom->random
randmom->random
randome->random
rangeo->range
raotat->rotate
raotate->rotate
raotating->rotating
raotation->rotation
raplace->replace
raplaced->replaced
raplacement->replacement
raplaces->replaces
raplacing->replacing
rapresent->represent
rapresentation->representation
rapresented->represented
rapresenting->representing
rapresents->represents
rasie->raise
rasied->raised
rasiing->raising
rasing->raising
rathar->rather
rathern->rather
rcall->recall
rceate->create
rceating->creating
rduce->reduce
reaaly->really
reaceive->receive
reacent->recent
reacently->recently
reachers->readers
reachs->reaches
reacll->recall
reacord->record
reacorded->recorded
reacording->recording
reacords->records
readanle->readable
readble->readable
readeable->readable
readiable->readable
readible->readable
readig->reading
readius->radius
readnig->reading
readning->reading
reaeched->reached
reagrd->regard
reagrdless->regardless
reagrds->regards
realated->related
realation->relation
realations->relations
realationship->relationship
realationships->relationships
realative->relative
realatively->relatively
realease->release
realeased->released
realitvely->relatively
realiy->really
realling->really
reallllly->really
realllly->really
reallly->really
realtd->related
realted->related
realtionship->relationship
realtionships->relationships
realtive->relative
realtively->relatively
realy->really
realyl->really
reamin->remain
reamining->remaining
reamins->remains
reaname->rename
reanaming->renaming
reander->render
reanme->rename
reanming->renaming
reaon->reason
reaonable->reasonable
reaons->reasons
reapeat->repeat
reapeated->repeated
reaquest->request
reaquested->requested
reaquesting->requesting
reaquests->requests
reaquired->required
reaquirement->requirement
reaquirements->requirements
reaquires->requires
rearching->searching
reasearch->research
reasnable->reasonable
reasoable->reasonable
reasonble->reasonable
reasonnable->reasonable
reate->create
reather->rather
rebiuld->rebuild
rebuid->rebuild
rebuilld->rebuild
rebuld->rebuild
rebulid->rebuild
recahed->reached
recal->recall
recangle->rectangle
reccomend->recommend
reccomended->recommended
reccommend->recommend
reccommended->recommended
reccord->record
reccorded->recorded
reccording->recording
reccords->records
receet->receipt
receied->received
receieve->receive
receieved->received
receieves->receives
receieving->receiving
receipient->recipient
receipients->recipients
receiption->reception
receiv->receive
receivd->received
receivedfrom->received from
receiveing->receiving
receiviing->receiving
receivin->receiving
receivs->receives
recenet->recent
recenetly->recently
recenlty->recently
recenly->recently
recenty->recently
recepie->recipe
recepient->recipient
recepients->recipients
recepies->recipes
recepion->reception
recepy->recipe
receve->receive
receved->received
receves->receives
recevie->receive
recevied->received
recevies->receives
receviing->receiving
receving->receiving
reched->reached
recident->resident
reciepent->recipient
reciepents->recipients
reciept->receipt
recievd->received
recieve->receive
recieved->received
recieves->receives
recieving->receiving
recievs->receives
recipent->recipient
recipents->recipients
recipiant->recipient
recipiants->recipients
recipie->recipe
recipies->recipes
recive->receive
recived->received
recives->receives
reciving->receiving
recject->reject
recjected->rejected
recntly->recently
recod->record
recoginition->recognition
recoginize->recognize
recoginized->recognized
recogintion->recognition
recoginze->recognize
recoginzed->recognized
recogition->recognition
recogize->recognize
recogized->recognized
recognice->recognize
recogniced->recognized
recognied->recognized
recognizion->recognition
recognzied->recognized
recomend->recommend
recomended->recommended
recommad->recommend
recommaded->recommended
recommand->recommend
recommanded->recommended
recommd->recommend
recommded->recommended
recommdend->recommend
recommdended->recommended
recommed->recommend
recommeded->recommended
recommeneded->recommended
recommented->recommended
recommmend->recommend
recommmended->recommended
recommnd->recommend
recommnded->recommended
recommned->recommend
recommneded->recommended
recommond->recommend
recommonded->recommended
reconcilation->reconciliation
recongition->recognition
recongize->recognize
recongized->recognized
recongnition->recognition
recongnize->recognize
recongnized->recognized
reconition->recognition
reconize->recognize
reconized->recognized
reconsilde->reconcile
reconsilded->reconciled
recordproducer->record producer
recordss->records
recored->recorded
recoriding->recording
recource->resource
recources->resources
recpie->recipe
recpies->recipes
recquire->require
recquired->required
recquirement->requirement
recquirements->requirements
recquires->requires
recrod->record
recrods->records
recroot->recruit
rectange->rectangle
rectanglar->rectangular
rectangluar->rectangular
rectengle->rectangle
rectengular->rectangular
recude->reduce
recund->reckoned
recution->reduction
recyclin->recycling
recyclying->recycling
recylcing->recycling
recyling->recycling
redable->readable
redeable->readable
redemtion->redemption
redered->rendered
redidual->residual
reding->reading
rednered->rendered
rednering->rendering
reducin->reducing
reductin->reduction
reease->release
reeased->released
reecord->record
reegion->region
reegions->regions
reelation->relation
reelease->release
reenable->re-enable
reenabled->re-enabled
reename->rename
reenfoced->reinforced
reenfocement->reinforcement
reenforcement->reinforcement
reenforcements->reinforcements
reesrved->reserved
reesult->result
reeturn->return
reeturned->returned
reeturning->returning
reeturns->returns
refence->reference
refenced->referenced
refences->references
refenence->reference
refenenced->referenced
refenences->references
refenrence->reference
refenrenced->referenced
refenrences->references
referance->reference
referanced->referenced
referances->references
refere->refer
referebces->references
referece->reference
refereced->referenced
referecence->reference
referecenced->referenced
referecences->references
refereces->references
referecne->reference
referecned->referenced
referecnes->references
referefences->references
referemce->reference
referemces->references
referenace->reference
referenc->reference
referencs->references
referenct->referenced
referene->reference
referenece->reference
refereneced->referenced
refereneces->references
referened->referenced
referenence->reference
referenenced->referenced
referenences->references
referenes->references
referennce->reference
referennced->referenced
referennces->references
referense->reference
referensed->referenced
referenses->references
referenzes->references
refererence->reference
refererenced->referenced
refererences->references
referes->refers
referesh->refresh
refernce->reference
refernced->referenced
referncence->reference
referncences->references
refernces->references
refernece->reference
referneced->referenced
referneces->references
refernnce->reference
referr->refer
referrence->reference
referrenced->referenced
referrences->references
referres->refers
referrs->refers
refertence->reference
refertenced->referenced
refertences->references
refesh->refresh
reffer->refer
refference->reference
refferenced->referenced
refferences->references
refferes->refers
refferr->refer
reffers->refers
refreh->refresh
refrence->reference
refrenced->referenced
refrences->references
refrerence->reference
refrerenced->referenced
refrerences->references
refrers->refers
refrom->reform
refure->refuse
regardeless->regardless
regardles->regardless
regardlesss->regardless
regarg->regard
regargless->regardless
regargs->regards
regarldess->regardless
regarless->regardless
regart->regard
regartless->regardless
regarts->regards
regconition->recognition
regconize->recognize
regconized->recognized
regeister->register
regeistered->registered
regeistration->registration
regeression->regression
regession->regression
regester->register
regestered->registered
regesters->registers
regestration->registration
regidstered->registered
regiser->register
regisered->registered
regisers->registers
regisration->registration
regist->register
registartion->registration
registation->registration
registe->register
registed->registered
registeration->registration
registerered->registered
registeres->registers
registeresd->registered
registerred->registered
registert->registered
registor->register
registored->registered
registors->registers
registr->register
registrain->registration
registraion->registration
registraration->registration
registrated->registered
registrates->registers
registred->registered
registreed->registered
registrered->registered
registrers->registers
registrs->registers
registser->register
regiter->register
regitered->registered
regiters->registers
regitration->registration
regluar->regular
regon->region
regons->regions
regorded->recorded
regrad->regard
regradless->regardless
regrads->regards
regresion->regression
regresison->regression
regresssion->regression
regsion->region
regsions->regions
regsiter->register
regsitered->registered
regsiters->registers
regsitration->registration
regster->register
regstered->registered
regsters->registers
regstration->registration
regualar->regular
regualr->regular
reguard->regard
reguardless->regardless
reguards->regards
reguarl->regular
reguarldess->regardless
reguire->require
reguired->required
reguirement->requirement
reguirements->requirements
reguires->requires
regulaer->regular
regulaion->regulation
regulamentation->regulation
regulamentations->regulations
regulary->regular
regulax->regular
reguler->regular
regulr->regular
regurlar->regular
reguster->register
reidual->residual
reight->right
reigonal->regional
reigster->register
reigstered->registered
reigsters->registers
reigstration->registration
reinfoced->reinforced
reinfocement->reinforcement
reinfocements->reinforcements
reipient->recipient
reipients->recipients
reister->register
reivison->revision
rejplace->replace
relaase->release
relaased->released
relaative->relative
relady->ready
relaease->release
relaese->release
relaesed->released
relaged->related
relaion->relation
relaive->relative
relaly->really
relaod->reload
relaoded->reloaded
relase->release
relased->released
relashionship->relationship
relashionships->relationships
relataive->relative
relatated->related
relatd->related
relatib->relative
relatibe->relative
relatibely->relatively
relatievly->relatively
relatiopnship->relationship
relativated->relative
relativly->relatively
releaase->release
releaased->released
relead->reload
releae->release
releaed->released
releaf->relief
releant->relevant
releas->release
releasead->released
releasse->release
releated->related
releation->relation
releations->relations
releationship->relationship
releationships->relationships
releative->relative
releavant->relevant
relecant->relevant
releease->release
releeased->released
releif->relief
releife->relief
releoad->reload
relesae->release
relesaed->released
relesase->release
relesased->released
relese->release
relesed->released
reletive->relative
reletively->relatively
relevabt->relevant
relevane->relevant
relevants->relevant
releveant->relevant
relevent->relevant
religeon->religion
religeous->religious
religius->religious
religous->religious
relitavely->relatively
relly->really
reloade->reload
relpace->replace
relpaced->replaced
relpacement->replacement
relpaces->replaces
relpacing->replacing
relpy->reply
reltive->relative
relvant->relevant
remaind->remained
remaing->remaining
remainging->remaining
remainig->remaining
remainst->remains
remander->remainder
remaner->remainder
remanes->remains
remanined->remained
remanining->remaining
remanins->remains
rembember->remember
rembembered->remembered
rembered->remembered
remeber->remember
remebered->remembered
rememberance->remembrance
rememberd->remembered
remembrence->remembrance
rememeber->remember
rememebered->remembered
rememebr->remember
rememebred->remembered
rememember->remember
rememembered->remembered
rememer->remember
rememered->remembered
rememor->remember
rememored->remembered
rememver->remember
remenant->remnant
remenber->remember
remeote->remote
remian->remain
remianed->remained
remianing->remaining
remians->remains
reminent->remnant
remining->remaining
remmeber->remember
remmebered->remembered
remmove->remove
remmve->remove
remoce->remove
remoive->remove
remoived->removed
remoives->removes
remoiving->removing
remoote->remote
remorted->reported
remot->remote
removce->remove
removeed->removed
removees->removes
removeing->removing
removerd->removed
removin->removing
remplaced->replaced
remplacing->replacing
remve->remove
remved->removed
remves->removes
remving->removing
remvoe->remove
remvoed->removed
remvoes->removes
remvoing->removing
remvove->remove
remvoved->removed
remvoves->removes
remvoving->removing
remvs->removes
renable->re-enable
renabled->re-enabled
renables->re-enables
renabling->re-enabling
renamin->renaming
renderd->rendered
rendereds->rendered
rendereing->rendering
rendererd->rendered
renderered->rendered
renderering->rendering
renderning->rendering
renderr->render
renderred->rendered
renderring->rendering
rendired->rendered
rendiring->rendering
rendring->rendering
renedered->rendered
renforced->reinforced
rentention->retention
rentime->runtime
reolve->resolve
reolved->resolved
reomve->remove
reomved->removed
reomves->removes
reomving->removing
reonly->read-only
reoport->report
reoported->reported
reoporting->reporting
reoports->reports
reopositories->repositories
reopository->repository
reoprt->report
reoprted->reported
reoprting->reporting
reoprts->reports
reopsitories->repositories
reopsitory->repository
reord->record
reorded->recorded
reording->recording
reords->records
reoslution->resolution
reoslve->resolve
reoslved->resolved
reosnable->reasonable
reosne->reason
reosurce->resource
reosurces->resources
reounded->rounded
reoute->route
reoutes->routes
repace->replace
repaced->replaced
repacement->replacement
repaces->replaces
repacing->replacing
repalace->replace
repalaced->replaced
repalaces->replaces
repalacing->replacing
repalce->replace
repalced->replaced
repalcement->replacement
repalces->replaces
repalcing->replacing
repblic->republic
repeadet->repeated
repect->respect
repective->respective
repentence->repentance
reperesent->represent
reperesentation->representation
reperesented->represented
reperesenting->representing
reperesents->represents
repersentation->representation
repesent->represent
repesentation->representation
repesented->represented
repesenting->representing
repesents->represents
repete->repeat
repetead->repeated
repid->rapid
replacacing->replacing
replacament->replacement
replacd->replaced
replaceemnt->replacement
replaceing->replacing
replacemenet->replacement
replacemet->replacement
replacin->replacing
replacmenet->replacement
replacment->replacement
replacong->replacing
replacte->replace
replacted->replaced
replactes->replaces
replacting->replacing
replase->replace
replased->replaced
replasement->replacement
replases->replaces
replasing->replacing
replcace->replace
replcaced->replaced
repoistories->repositories
repoistory->repository
reponse->response
reponsibility->responsibility
reponsible->responsible
repore->report
repored->reported
repores->reports
reporeted->reported
reporing->reporting
reporisaties->repositories
reporisaty->repository
reporitories->repositories
reporitory->repository
reporsitories->repositories
reporsitory->repository
reportign->reporting
reposiotories->repositories
reposiotory->repository
reposiries->repositories
reposiroties->repositories
reposiroty->repository
reposiry->repository
repositaries->repositories
repositary->repository
reposities->repositories
repositiories->repositories
repositiory->repository
repositiroes->repositories
repositor->repository
repositorries->repositories
repositorry->repository
repositotries->repositories
repositotry->repository
repositries->repositories
repositry->repository
reposity->repository
reposoitories->repositories
reposoitory->repository
reposonse->response
repostiories->repositories
repostiory->repository
repostories->repositories
repostory->repository
repotes->reports
repport->report
repported->reported
repporting->reporting
repports->reports
reppositories->repositories
reppository->repository
repraesentation->representation
reprecated->deprecated
repreesnt->represent
repreesnted->represented
repreesnts->represents
reprensent->represent
reprensentation->representation
reprentation->representation
reprentative->representative
reprentatives->representatives
reprenting->representing
reprents->represents
reprepresents->represents
represantation->representation
represantative->representative
represen->represent
represenatation->representation
represenation->representation
represenative->representative
represenatives->representatives
represend->represent
represendation->representation
represendative->representative
represendatives->representatives
represended->represented
represending->representing
represends->represents
represened->represented
represening->representing
represens->represents
representaion->representation
representaiton->representation
representated->represented
representating->representing
representaton->representation
representd->represented
representiative->representative
represention->representation
representive->representative
representives->representatives
represet->represent
represetation->representation
represeted->represented
represeting->representing
represets->represents
represnet->represent
represnetated->represented
represnetation->representation
represneted->represented
represneting->representing
represnets->represents
represnt->represent
represntation->representation
represntative->representative
represnted->represented
represnts->represents
repressent->represent
repressentation->representation
repressenting->representing
repressents->represents
reprot->report
reproted->reported
reproting->reporting
reprots->reports
reprsent->represent
reprsentation->representation
reprsented->represented
reprsenting->representing
reprsents->represents
repsect->respect
repsective->respective
repsitories->repositories
repsitory->repository
repsonse->response
repsonsibility->responsibility
repsonsible->responsible
repsositories->repositories
repsository->repository
repsresents->represents
repubic->republic
republi->republic
repulic->republic
reqest->request
reqested->requested
reqesting->requesting
reqests->requests
reqeuest->request
reqeuested->requested
reqeuesting->requesting
reqeuests->requests
reqeust->request
reqeusted->requested
reqeusting->requesting
reqeusts->requests
reqiest->request
reqire->require
reqired->required
reqirement->requirement
reqirements->requirements
reqires->requires
reqister->register
reqiure->require
reqiured->required
reqiurement->requirement
reqiurements->requirements
reqiures->requires
requency->frequency
requenst->request
requeried->required
requeriment->requirement
requeriments->requirements
reques->request
requesed->requested
requeset->request
requeseted->requested
requeseting->requesting
requesets->requests
requesing->requesting
requesr->request
requestd->requested
requestesd->requested
requestested->requested
requestied->requested
requestying->requesting
requet->request
requeted->requested
requeting->requesting
requets->requests
requie->require
requied->required
requiement->requirement
requiements->requirements
requier->require
requierd->required
requiere->require
requiered->required
requierement->requirement
requierements->requirements
requieres->requires
requierment->requirement
requierments->requirements
requies->requires
requiest->request
requiested->requested
requiesting->requesting
requiests->requests
requir->require
requird->required
requiremenet->requirement
requiremenets->requirements
requiremnt->requirement
requiremnts->requirements
requiriement->requirement
requiriements->requirements
requirment->requirement
requirmentes->requirements
requirments->requirements
requirs->requires
requre->require
requred->required
requrement->requirement
requrements->requirements
requres->requires
requrest->request
requrested->requested
requresting->requesting
requrests->requests
requrid->required
requrie->require
requried->required
requriement->requirement
requriements->requirements
requries->requires
requriment->requirement
requriments->requirements
requrire->require
requrired->required
requrirement->requirement
requrirements->requirements
requrires->requires
requset->request
requseted->requested
requseting->requesting
requsets->requests
requst->request
requsted->requested
requsting->requesting
requsts->requests
rererence->reference
rererences->references
rerference->reference
rerferences->references
rerpesentation->representation
rertieve->retrieve
reruirement->requirement
reruirements->requirements
rerurn->return
resarch->research
resart->restart
resaurant->restaurant
rescource->resource
rescources->resources
rescritions->restrictions
reseach->research
researve->reserve
researved->reserved
researves->reserves
resently->recently
resepect->respect
resepective->respective
reserach->research
reserch->research
reserv->reserve
reserverd->reserved
reservered->reserved
resest->reset
reseted->reset
resetted->reset
reseve->reserve
reseved->reserved
reseverd->reserved
resevered->reserved
reseves->reserves
resgister->register
resgistered->registered
resgisters->registers
resgistration->registration
residental->residential
resistence->resistance
resitance->resistance
resloution->resolution
reslove->resolve
resloved->resolved
reslut->result
resluting->resulting
reslution->resolution
resluts->results
reslve->resolve
reslved->resolved
resoect->respect
resoective->respective
resoiurce->resource
resoiurces->resources
resoltion->resolution
resoltuion->resolution
resolutin->resolution
resolutino->resolution
resoluton->resolution
reson->reason
resonable->reasonable
resons->reasons
resonse->response
resonsibility->responsibility
resonsible->responsible
resoource->resource
resoources->resources
resopnse->response
resorce->resource
resorces->resources
resore->restore
resorece->resource
resoreces->resources
resoruce->resource
resoruces->resources
resotre->restore
resotred->restored
resouce->resource
resouces->resources
resoultion->resolution
resourcees->resources
resoure->resource
resourece->resource
resoureces->resources
resourecs->resources
resoures->resources
resourse->resource
resourses->resources
resoution->resolution
resove->resolve
resoved->resolved
resovle->resolve
resovled->resolved
respecitve->respective
respecive->respective
respnse->response
respnsibility->responsibility
respnsible->responsible
responc->response
responce->response
responcibility->responsibility
responcible->responsible
respone->response
respones->response
responese->response
responibility->responsibility
responible->responsible
responisbility->responsibility
responisble->responsible
responnsibilty->responsibility
respons->response
responsability->responsibility
responsbiility->responsibility
responsbile->responsible
responsbility->responsibility
responsble->responsible
responsibel->responsible
responsibile->responsible
responsibilty->responsibility
responsibity->responsibility
responsiblity->responsibility
respose->response
resposibility->responsibility
resposible->responsible
resposiblity->responsibility
respositories->repositories
respository->repository
resposne->response
resposnibility->responsibility
resposnible->responsible
respponse->response
respresent->represent
respresentation->representation
respresented->represented
respresents->represents
resquest->request
resquested->requested
resquesting->requesting
resquests->requests
resrouce->resource
resrouces->resources
resrved->reserved
ressapee->recipe
resset->reset
resseted->reset
ressize->resize
ressolution->resolution
ressolve->resolve
ressolved->resolved
resstrictions->restrictions
ressult->result
ressulting->resulting
ressults->results
ressurection->resurrection
ressurrection->resurrection
restarant->restaurant
restaraunt->restaurant
restauraunt->restaurant
restaurnad->restaurant
restaurnat->restaurant
resteraunt->restaurant
restict->restrict
resticted->restricted
restictions->restrictions
restire->restore
restired->restored
restor->restore
restorated->restored
restrcted->restricted
restriced->restricted
restrore->restore
restrored->restored
restructed->restricted
restuarant->restaurant
resturant->restaurant
resturaunt->restaurant
resturns->returns
resuces->reduces
resuction->reduction
resuilt->result
resuilting->resulting
resuilts->results
resul->result
resuling->resulting
resullt->result
resullting->resulting
resullts->results
resulotion->resolution
resuls->results
resulst->results
resultion->resolution
resultung->resulting
resulution->resolution
resulve->resolve
resulved->resolved
resumt->resume
resuorce->resource
resuorces->resources
resurce->resource
resurces->resources
resurection->resurrection
resut->result
resuting->resulting
resutl->result
resutling->resulting
resutls->results
resuts->results
resverv->reserve
resverve->reserve
resverved->reserved
resverves->reserves
retangle->rectangle
retangular->rectangular
retart->restart
retaurant->restaurant
retet->reset
rether->rather
retieve->retrieve
retireve->retrieve
retirned->returned
retore->restore
retored->restored
retourned->returned
retpresenting->representing
retquirement->requirement
retquirements->requirements
retreeve->retrieve
retreive->retrieve
retreve->retrieve
retricted->restricted
retrictions->restrictions
retriebe->retrieve
retriece->retrieve
retriev->retrieve
retrievie->retrieve
retrive->retrieve
retrn->return
retrned->returned
retrns->returns
retrun->return
retruned->returned
retruning->returning
retruns->returns
retrvieve->retrieve
retsart->restart
retun->return
retunr->return
retunred->returned
retunring->returning
retunrn->return
retunrned->returned
retunrning->returning
retunrns->returns
retunrs->returns
retuns->returns
retur->return
reture->return
retured->returned
returend->returned
retures->returns
returing->returning
returm->return
returmed->returned
returming->returning
returms->returns
returnd->returned
returnes->returns
returnig->returning
returnn->return
returnned->returned
returnning->returning
returs->returns
retursn->returns
retutn->return
retutned->returned
retutning->returning
retutns->returns
reudce->reduce
reudced->reduced
reudces->reduces
reudction->reduction
reuest->request
reuests->requests
reuire->require
reuired->required
reuirement->requirement
reuirements->requirements
reuires->requires
reult->result
reulting->resulting
reults->results
reuqest->request
reuqested->requested
reuqesting->requesting
reuqests->requests
reuqire->require
reuqired->required
reuqirement->requirement
reuqirements->requirements
reuqires->requires
reurn->return
reurned->returned
reurning->returning
reurns->returns
reuslt->result
reuslting->resulting
reuslts->results
reutnr->return
reutnred->returned
reutnring->returning
reutnrs->returns
reutrn->return
reutrns->returns
reveive->receive
reveived->received
reveives->receives
reveiving->receiving
reveiw->review
reveiwers->reviewers
revelant->relevant
revelent->relevant
reverce->reverse
reverece->reference
revereces->references
reverese->reverse
reverve->reserve
reverved->reserved
revewers->reviewers
revewrse->reverse
reviewl->review
reviw->review
reviwers->reviewers
revrese->reverse
revrieve->retrieve
revrse->reverse
revserse->reverse
revsion->revision
rewiev->review
rewuired->required
rference->reference
rferences->references
rfeturned->returned
rgister->register
righ->right
righht->right
rightt->right
rigt->right
rigth->right
rigths->rights
riminder->reminder
rispective->respective
ristrict->restrict
ristricted->restricted
rizes->rises
rlation->relation
rlse->else
rmeote->remote
rmeove->remove
rmeoved->removed
rmeoves->removes
rmove->remove
rmoved->removed
rmoving->removing
roataion->rotation
roatation->rotation
roate->rotate
roation->rotation
rocess->process
rocessed->processed
rocesses->processes
rocessing->processing
rocessor->processor
rocord->record
rocorded->recorded
rocorder->recorder
rocording->recording
rocords->records
roduceer->producer
roduct->product
roducts->products
roigin->origin
roiginal->original
roiginally->originally
romote->remote
romove->remove
romoved->removed
romoves->removes
romoving->removing
ropeat->repeat
roperties->properties
roperty->property
rorating->rotating
roration->rotation
rosponse->response
rotaion->rotation
rotaiton->rotation
rotat->rotate
rotataion->rotation
rotaton->rotation
rouine->routine
roung->round
rountine->routine
rovide->provide
rovided->provided
rovider->provider
rovides->provides
roviding->providing
rplace->replace
rqeuest->request
rqeuested->requested
rqeuesting->requesting
rqeuests->requests
rquest->request
rquested->requested
rquesting->requesting
rquests->requests
rquire->require
rquired->required
rquirement->requirement
rquirements->requirements
rquires->requires
rranslation->translation
rranslations->translations
rrase->erase
rrror->error
rrrors->errors
rturn->return
rturned->returned
rturning->returning
rturns->returns
rulle->rule
rumtime->runtime
runing->running
runn->run
runnging->running
runnig->running
runnign->running
runnigng->running
runnin->running
runnining->running
runninng->running
runnint->running
runnng->running
runnnig->running
runnning->running
runns->runs
runntime->runtime
runnung->running
runting->runtime
rurrent->current
russina->Russian
rutime->runtime
rwite->write
saame->same
sacale->scale
sacaled->scaled
sacales->scales
sacaling->scaling
sacrafice->sacrifice
saem->same
safeing->saving
safetly->safely
safly->safely
saftey->safety
safty->safety
salery->salary
samilar->similar
samilarity->similarity
samles->samples
samling->sampling
samll->small
samller->smaller
sampe->sample
sampel->sample
sampels->samples
sampes->samples
samping->sampling
samplin->sampling
sart->start
sarted->started
sartup->startup
sastisfied->satisfied
sastisfy->satisfy
sasy->says
satandard->standard
satandards->standards
satart->start
satarted->started
satarting->starting
satarts->starts
satelite->satellite
satelitte->satellite
satellitte->satellite
satement->statement
satements->statements
saterday->Saturday
satified->satisfied
satifsy->satisfy
satify->satisfy
satisfiied->satisfied
satisfiy->satisfy
satisfyied->satisfied
satisied->satisfied
satisifed->satisfied
satisified->satisfied
satisify->satisfy
satistfied->satisfied
satistfy->satisfy
satistical->statistical
satistics->statistics
satistied->satisfied
satistified->satisfied
satistify->satisfy
satisty->satisfy
satisy->satisfy
satsified->satisfied
satsify->satisfy
sattelit->satellite
sattelite->satellite
sattellite->satellite
satuaday->Saturday
saturdey->Saturday
satursday->Saturday
satus->status
saught->sought
sav->save
savees->saves
saveing->saving
savely->safely
savere->severe
savety->safety
savin->saving
savve->save
savves->saves
scaleable->scalable
scaleing->scaling
scalin->scaling
scalled->scaled
scaning->scanning
scannin->scanning
scannning->scanning
scarch->search
scarched->searched
scarches->searches
scarching->searching
scatched->caught
sccess->success
sccessful->successful
sccessfully->successfully
sccope->scope
sccript->script
sccripts->scripts
sceanrio->scenario
sceanrios->scenarios
scecified->specified
scecnario->scenario
scecnarios->scenarios
scedule->schedule
sceduled->scheduled
sceenshot->screenshot
sceleton->skeleton
sceletons->skeletons
scenaireo->scenario
scenaireos->scenarios
scenarion->scenario
scenarions->scenarios
scenariou->scenario
scenarious->scenarios
scenerio->scenario
scenerios->scenarios
sceond->second
sceonds->seconds
scetion->section
scetions->sections
schdule->schedule
schduled->scheduled
schedual->schedule
scheduald->scheduled
scheduale->schedule
schedualed->scheduled
schedul->schedule
scheduld->scheduled
schem->scheme
schma->schema
schme->scheme
schmea->schema
scholdn't->shouldn't
schoole->schools
schould->should
schow->show
schowing->showing
schown->shown
schows->shows
scientfic->scientific
scientifc->scientific
scince->science
scinece->science
sciprt->script
sciprts->scripts
scipt->script
scipts->scripts
sciript->script
sciripts->scripts
scirpt->script
scirpts->scripts
scneario->scenario
scnearios->scenarios
scoket->socket
scokets->sockets
scoll->scroll
scollbar->scrollbar
scolling->scrolling
scond->second
scondary->secondary
sconds->seconds
scource->source
scources->sources
scrach->scratch
scrao->scrap
screeb->screen
screebs->screens
screebshot->screenshot
screenchot->screenshot
screnn->screen
screnns->screens
scrennshot->screenshot
screnshot->screenshot
scriipt->script
scriopts->scripts
scripot->script
scripots->scripts
scripst->scripts
scrit->script
scritp->script
scritps->scripts
scritpt->script
scritpts->scripts
scrits->scripts
scroe->score
scroipt->script
scroipts->scripts
scrol->scroll
scrolbar->scrollbar
scroling->scrolling
scrollin->scrolling
scroolbar->scrollbar
scrooling->scrolling
scrooll->scroll
scroollbar->scrollbar
scroolling->scrolling
scrpit->script
scrpits->scripts
scrpt->script
scrpts->scripts
scrren->screen
scrrens->screens
scrrenshot->screenshot
scrtip->script
scrtips->scripts
sction->section
sctions->sections
sctipt->script
sctipts->scripts
sctript->script
sctripts->scripts
scuccess->success
scuccessully->successfully
seacrch->search
seacrched->searched
seacrches->searches
seacrching->searching
seacrh->search
seacrhed->searched
seacrhes->searches
seacrhing->searching
searchd->searched
searche->search
searchin->searching
searchs->searches
searh->search
searhed->searched
searhes->searches
searhing->searching
seatch->search
secceeded->succeeded
seccess->success
seccessful->successful
seccessfully->successfully
seccond->second
secconds->seconds
secction->section
seceeded->succeeded
secenario->scenario
secenarios->scenarios
secene->scene
secert->secret
secertly->secretly
secerts->secrets
secific->specific
secification->specification
secified->specified
secifies->specifies
secify->specify
secifying->specifying
secion->section
secions->sections
secirity->security
seciton->section
secitons->sections
secnario->scenario
secnarios->scenarios
secnd->second
secnds->seconds
secne->scene
secod->second
secodary->secondary
secods->seconds
secon->second
seconadry->secondary
seconary->secondary
seconc->second
seconcary->secondary
seconcs->seconds
secondaray->secondary
seconday->secondary
seconf->second
seconfs->seconds
secont->second
secontary->secondary
seconts->seconds
secord->second
secords->seconds
secotr->sector
secound->second
secoundary->secondary
secounds->seconds
secquence->sequence
secrect->secret
secrectly->secretly
secrects->secrets
secrion->section
secrity->security
secruity->security
sectin->section
sectins->sections
secton->section
sectons->sections
sectopm->section
sectopms->sections
sectopn->section
sectopns->sections
secue->secure
secuence->sequence
secuirty->security
secuity->security
secund->second
secundary->secondary
secunds->seconds
secur->secure
securit->security
securiy->security
securiyt->security
securre->secure
securtity->security
securtiy->security
securty->security
securuity->security
seding->sending
seeem->seem
seeen->seen
seege->siege
seelect->select
seelected->selected
seemd->seemed
seemes->seems
seesion->session
seesions->sessions
seetings->settings
seez->seize
segement->segment
segements->segments
segemnt->segment
segemnts->segments
segmen->segment
segmend->segment
segmends->segments
segmenet->segment
segmenets->segments
segmenst->segments
segmetn->segment
segmetns->segments
segmnet->segment
segmnets->segments
segument->segment
seh->she
seige->siege
seinor->senior
seires->series
seive->sieve
sekect->select
sekected->selected
sekects->selects
selcet->select
selceted->selected
selceting->selecting
selcetion->selection
selcetions->selections
selcetor->selector
selcets->selects
selct->select
selcted->selected
selcting->selecting
selcts->selects
selecct->select
seleccted->selected
seleccting->selecting
selecction->selection
selecctions->selections
selecctor->selector
seleccts->selects
seleced->selected
selecet->select
selecetd->selected
seleceted->selected
seleceting->selecting
selecetion->selection
selecetions->selections
selecetor->selector
selecets->selects
selecgt->select
selecgted->selected
selecgting->selecting
selecing->selecting
selecion->selection
selecions->selections
selecor->selector
selecrt->select
selecrted->selected
selecrting->selecting
selecrtion->selection
selecrtions->selections
selecrtor->selector
selecrts->selects
selecs->selects
selectd->selected
selectes->selects
selectin->selection
selectoin->selection
selectoins->selections
selecton->selection
selectons->selections
seledt->select
seledted->selected
seledting->selecting
seledtion->selection
seledtions->selections
seledtor->selector
seledts->selects
selekt->select
selekted->selected
selekting->selecting
selektions->selections
selekts->selects
selet->select
selete->delete
seleted->selected
seletes->deletes
seletion->selection
seletor->selector
selets->selects
sellect->select
sellected->selected
selt->set
selv->self
semding->sending
semgent->segment
semgents->segments
senaireo->scenario
senaireos->scenarios
senarios->scenarios
senarreo->scenario
senarreos->scenarios
sencond->second
sencondary->secondary
senconds->seconds
sendign->sending
sendinging->sending
sendinng->sending
senquence->sequence
sensative->sensitive
sensativity->sensitivity
sensetive->sensitive
sensetivity->sensitivity
sensistive->sensitive
sensititive->sensitive
sensititivity->sensitivity
sensititivy->sensitivity
sensitivety->sensitivity
sensitivty->sensitivity
sensitivy->sensitivity
sensitve->sensitive
sensitvity->sensitivity
sensivity->sensitivity
senstive->sensitive
senstivity->sensitivity
sentance->sentence
sentece->sentence
sentense->sentence
sention->section
sentive->sensitive
sentivite->sensitive
sepaate->separate
separarte->separate
separartion->separation
separartor->separator
separartors->separators
separatos->separators
separe->separate
separed->separated
separete->separate
separeted->separated
separeter->separator
separeters->separators
separetion->separation
separetor->separator
separetors->separators
separion->separation
separor->separator
separors->separators
separtate->separate
separtated->separated
separtation->separation
separtator->separator
separtators->separators
separte->separate
separted->separated
separtion->separation
separtor->separator
separtors->separators
sepatae->separate
sepatate->separate
sepatated->separated
sepatation->separation
sepatator->separator
sepatators->separators
sepcial->special
sepcific->specific
sepcification->specification
sepcified->specified
sepcifies->specifies
sepcify->specify
sepcifying->specifying
sepearate->separate
sepearated->separated
sepearation->separation
sepearator->separator
sepearators->separators
sepearet->separate
sepearte->separate
sepearted->separated
sepeartion->separation
sepeartor->separator
sepeartors->separators
sepeate->separate
sepeated->separated
sepeator->separator
sepeators->separators
sepecial->special
sepecifed->specified
sepecific->specific
sepecification->specification
sepecified->specified
sepecifies->specifies
sepecify->specify
sepeicfy->specify
sependent->dependent
sepending->depending
seperad->separate
seperaor->separator
seperaors->separators
seperare->separate
seperared->separated
seperat->separate
seperataed->separated
seperatated->separated
seperatd->separated
seperate->separate
seperated->separated
seperatedy->separated
seperater->separator
seperaters->separators
seperation->separation
seperato->separator
seperator->separator
seperators->separators
seperatos->separators
sepereate->separate
sepereated->separated
sepererate->separate
sepererated->separated
seperete->separate
sepereted->separated
seperetion->separation
seperetor->separator
seperetors->separators
sepertator->separator
sepertators->separators
sepertor->separator
sepertors->separators
sepetaror->separator
sepetarors->separators
sepetate->separate
sepetated->separated
seporate->separate
sepparation->separation
sepperate->separate
sepraate->separate
seprarate->separate
seprate->separate
seprated->separated
sepration->separation
seprator->separator
seprators->separators
seqence->sequence
seqense->sequence
seqeuence->sequence
seqeunce->sequence
sequcne->sequence
sequece->sequence
sequecence->sequence
sequeence->sequence
sequelce->sequence
sequemce->sequence
sequenc->sequence
sequene->sequence
sequense->sequence
sequnce->sequence
sequnece->sequence
serached->searched
seraches->searches
seraching->searching
serch->search
serched->searched
serches->searches
serching->searching
sercive->service
sercives->services
sereous->serious
serice->service
seriel->serial
serieses->series
serios->serious
seriou->serious
seriuos->serious
serivce->service
serivces->services
seround->surround
serounded->surrounded
serounding->surrounding
sersies->series
sertain->certain
sertainly->certainly
sertificate->certificate
sertificates->certificates
servcie->service
servcies->services
servece->service
serveces->services
serveice->service
serveices->services
servents->servants
serveral->several
servicies->services
servin->serving
servise->service
servises->services
servival->survival
servive->service
servives->services
servivor->survivor
servoce->service
servoces->services
serwer->server
sesion->session
sesions->sessions
sesitive->sensitive
sesitivity->sensitivity
sesnor->sensor
sesnors->sensors
sessio->session
sessoion->session
sessoions->sessions
sesssion->session
sesssions->sessions
setence->sentence
seting->setting
setings->settings
setion->section
setions->sections
setis->set is
setitng->setting
setitngs->settings
setted->set
setteing->setting
setteings->settings
settele->settle
setteled->settled
settelement->settlement
settig->setting
settign->setting
settigns->settings
settigs->settings
settiing->setting
settiings->settings
settin->setting
settinga->settings
settingss->settings
settins->settings
settlment->settlement
settng->setting
settngs->settings
settting->setting
setttings->settings
settubgs->settings
settup->setup
setyp->setup
seuence->sequence
sevaral->several
seve->save
severat->several
severeal->several
severl->several
sevral->several
sewrvice->service
sfety->safety
sgadow->shadow
shaddow->shadow
shadhow->shadow
shal->shall
shandow->shadow
shange->change
shanged->changed
shanges->changes
shanging->changing
shareed->shared
shareing->sharing
sharin->sharing
shatow->shadow
shcedule->schedule
shceduled->scheduled
sheck->check
shecked->checked
shecking->checking
shecks->checks
shedule->schedule
sheduled->scheduled
sheepherd->shepherd
sheepherds->shepherds
sheild->shield
sheilds->shields
shepe->shape
shepered->shepherd
shepereds->shepherds
shepes->shapes
shepperd->shepherd
shepperds->shepherds
shfit->shift
shft->shift
shgould->should
shif->shift
shiiping->shipping
shineing->shining
shinin->shining
shiping->shipping
shippin->shipping
shoftware->software
shoild->should
shoing->showing
sholder->shoulder
sholdn't->shouldn't
sholuld->should
sholuldn't->shouldn't
shoould->should
shoppin->shopping
shopuld->should
shorctut->shortcut
shorctuts->shortcuts
shorcut->shortcut
shorcuts->shortcuts
shorly->shortly
shortcat->shortcut
shortcats->shortcuts
shortcutt->shortcut
shorthly->shortly
shortkut->shortcut
shortkuts->shortcuts
shortwhile->short while
shotcut->shortcut
shotcuts->shortcuts
shotdown->shutdown
shoucl->should
shoud->should
shouder->shoulder
shouders->shoulders
shoudl->should
shoudld->should
shoudle->should
shoudln->should
shoudln't->shouldn't
shoudlnt->shouldn't
shoudt->should
shoul->should
should'nt->shouldn't
should't->shouldn't
shoulde->should
shoulden't->shouldn't
shoule->should
shoulld->should
shouln't->shouldn't
shouls->should
shoult->should
shouod->should
shouuld->should
shouuldn't->shouldn't
shouw->show
shouws->shows
shoyld->should
shpae->shape
shpaes->shapes
shpapes->shapes
shped->shaped
shreshold->threshold
shrtcut->shortcut
shrtcuts->shortcuts
shtoped->stopped
shtopped->stopped
shttp->https
shudown->shutdown
shuld->should
shuold->should
shuoldnt->shouldn't
shure->sure
shurely->surely
shutdownm->shutdown
shutodwn->shutdown
shuttin->shutting
shwo->show
shwon->shown
shystem->system
shystems->systems
sibtitle->subtitle
sibtitles->subtitles
sicne->since
sidde->side
sies->size
siez->size
siffix->suffix
sigal->signal
sigals->signals
siganl->signal
siganls->signals
siganture->signature
sigantures->signatures
sigature->signature
sigatures->signatures
sigen->sign
sigificance->significance
sigificant->significant
siginificance->significance
siginificant->significant
sigit->digit
sigits->digits
signall->signal
signatue->signature
signatues->signatures
signaturs->signatures
signaure->signature
signaures->signatures
signficance->significance
signficant->significant
signficiance->significance
signficiant->significant
signguature->signature
signifance->significance
signifanct->significant
signifant->significant
signifcance->significance
signifcant->significant
signifficance->significance
signifficant->significant
significace->significance
significan->significant
significat->significant
significence->significance
significent->significant
signifigance->significance
signifigant->significant
signiture->signature
signitures->signatures
signol->signal
signto->sign to
signul->signal
silience->silence
silient->silent
simbolic->symbolic
simbols->symbols
simeple->simple
simgle->single
simialr->similar
simialrity->similarity
simiar->similar
simiarity->similarity
similair->similar
similairity->similarity
similairty->similarity
similare->similar
similat->similar
similer->similar
similerity->similarity
similia->similar
similiar->similar
similiarity->similarity
similiarty->similarity
similiary->similarity
simillar->similar
simillarity->similarity
simlar->similar
simlarity->similarity
simlarlity->similarity
simle->simple
simliar->similar
simliarity->similarity
simly->simply
simmilar->similar
simmilarity->similarity
simplei->simply
simpley->simply
simpliy->simply
simpy->simply
sinagog->synagogue
sinagogs->synagogues
sinal->signal
sinature->signature
singals->signals
singature->signature
singatures->signatures
singificance->significance
singificant->significant
singl->single
singnal->signal
singnals->signals
singnature->signature
singnatures->signatures
singnificance->significance
singnificant->significant
singols->signals
sinlge->single
sinnagog->synagogue
sinnagogs->synagogues
sinply->simply
sintac->syntax
sintacks->syntax
sintacs->syntax
sintact->syntax
sintacts->syntax
sintak->syntax
sintaks->syntax
sintakt->syntax
sintakts->syntax
sintax->syntax
siply->simply
sircle->circle
sircles->circles
sircular->circular
sirect->direct
sirection->direction
sirections->directions
sirective->directive
sirectly->directly
sirector->director
sirectories->directories
sirectory->directory
sirvaylence->surveillance
sisnce->since
sistem->system
sistems->systems
sitation->situation
sitations->situations
sitaution->situation
sitautions->situations
sitck->stick
siteu->site
sitill->still
sitl->still
sitll->still
sittin->sitting
situaion->situation
situaions->situations
situatuion->situation
situatuions->situations
situatution->situation
situatutions->situations
situration->situation
siturations->situations
situtaion->situation
situtaions->situations
situtation->situation
situtations->situations
siutable->suitable
siute->suite
siver->silver
sivible->visible
siwtch->switch
siwtching->switching
sizo->size
sizos->sizes
sizre->size
skeep->skip
skelton->skeleton
skept->skipped
skipd->skipped
skipe->skip
skiped->skipped
skiping->skipping
skippd->skipped
skippin->skipping
skippped->skipped
skool->school
skools->schools
skyp->skip
slac->slack
slach->slash
slanguage->language
slanguages->languages
slase->slash
slect->select
slected->selected
slecting->selecting
slects->selects
sleect->select
sleected->selected
sleecting->selecting
sleection->selection
sleections->selections
sleector->selector
sleects->selects
sleeped->slept
sleepp->sleep
slience->silence
slient->silent
sligh->slight
slighlty->slightly
slighly->slightly
slightl->slightly
slighty->slightly
slignt->slight
sligntly->slightly
sligt->slight
sligth->slight
sligthly->slightly
sligtly->slightly
slin->sling
slowy->slowly
slq->sql
smae->same
smal->small
smaler->smaller
smallar->smaller
smalles->smallest
smaple->sample
smaples->samples
smapling->sampling
smeone->someone
smething->something
smetimes->sometimes
smewhat->somewhat
smewhere->somewhere
smll->small
smller->smaller
smoe->some
smoeone->someone
smoething->something
smoetimes->sometimes
smoewhat->somewhat
smoewhere->somewhere
smooghing->smoothing
smoot->smooth
smoothign->smoothing
smooting->smoothing
smouth->smooth
smove->move
snyc->sync
snytax->syntax
socail->social
socekt->socket
socekts->sockets
socre->score
socript->script
socripts->scripts
soecialize->specialized
soem->some
soemone->someone
soemthing->something
soemtimes->sometimes
soemwhat->somewhat
soemwhere->somewhere
softwade->software
softwrae->software
softwre->software
sofware->software
sofwtare->software
sohuld->should
sohw->show
soilders->soldiers
soiurce->source
soket->socket
sokets->sockets
soldger->soldier
soldgers->soldiers
solger->soldier
solgers->soldiers
soliders->soldiers
soloution->solution
soloutions->solutions
soltion->solution
soltions->solutions
soltuion->solution
soltuions->solutions
solum->solemn
soluton->solution
solutons->solutions
som->some
someghing->something
somehing->something
somehting->something
somehwat->somewhat
somehwere->somewhere
someimes->sometimes
somelse->someone else
somemore->some more
somene->someone
somenone->someone
somenthing->something
somentimes->sometimes
someon->someone
somestimes->sometimes
somethhing->something
somethig->something
somethign->something
somethimes->sometimes
somethimg->something
somethin->something
somethiong->something
sometiems->sometimes
sometihing->something
sometihng->something
sometile->some tile
sometimed->sometimes
sometims->sometimes
sometines->sometimes
someting->something
sometinhg->something
sometring->something
somewere->somewhere
somewher->somewhere
sommeone->someone
sommething->something
sommetimes->sometimes
sommewhat->somewhat
sommewhere->somewhere
somone->someone
somthign->something
somthing->something
somtimes->sometimes
somwhat->somewhat
somwhere->somewhere
somwone->someone
somwthing->something
somwtimes->sometimes
somwwhat->somewhat
somwwhere->somewhere
soneone->someone
sonething->something
sonetimes->sometimes
sonewhat->somewhat
sonewhere->somewhere
songle->single
sooaside->suicide
soource->source
sopport->support
sopported->supported
sopporting->supporting
sopports->supports
sopund->sound
sopunded->sounded
sopunding->sounding
sopunds->sounds
sord->sword
sorkflow->workflow
sorround->surround
sorrounded->surrounded
sorrounding->surrounding
sortcut->shortcut
sortcuts->shortcuts
sortig->sorting
sortings->sorting
sortrage->storage
soruce->source
soruces->sources
soscket->socket
sotfware->software
sotrage->storage
sotre->store
sotres->stores
sotrs->sorts
souce->source
souces->sources
souch->such
soucre->source
soucres->sources
soudn->sound
soudns->sounds
sould'nt->shouldn't
souldn't->shouldn't
soultion->solution
soultions->solutions
sourc->source
sourcee->source
sourcees->sources
sourct->source
sourece->source
soureces->sources
soures->sources
sourround->surround
sourrounded->surrounded
sourrounding->surrounding
sourth->south
sourthern->southern
sover->solver
sovler->solver
spacialized->specialized
spacification->specification
spacified->specified
spacifies->specifies
spacify->specify
spacifying->specifying
spacin->spacing
spaece->space
spaeces->spaces
spaecing->spacing
spainish->Spanish
sparated->separated
sparation->separation
sparator->separator
sparators->separators
spcae->space
spcaes->spaces
spcaing->spacing
spcecified->specified
spcial->special
spcies->species
spcific->specific
spcification->specification
spcified->specified
spcifies->specifies
spcify->specify
spcifying->specifying
speach->speech
speacial->special
speacing->spacing
speadsheet->spreadsheet
speadsheets->spreadsheets
spearate->separate
spearated->separated
spearation->separation
spearator->separator
spearators->separators
specail->special
spece->space
specefic->specific
specefied->specified
specfic->specific
specfication->specification
specficication->specification
specficied->specified
specficies->specifies
specficy->specify
specficying->specifying
specfied->specified
specfield->specified
specfies->specifies
specfifies->specifies
specfify->specify
specfifying->specifying
specfiic->specific
specfiication->specification
specfiied->specified
specfiies->specifies
specfiy->specify
specfiying->specifying
specfy->specify
specfying->specifying
speciafied->specified
specialiazed->specialized
speciall->special
specic->specific
specical->special
specication->specification
specidic->specific
specied->specified
speciefic->specific
speciefication->specification
speciefied->specified
speciefies->specifies
speciefy->specify
speciefying->specifying
specifaction->specification
specifc->specific
specifcation->specification
specifcied->specified
specifcies->specifies
specifcy->specify
specifcying->specifying
specifed->specified
specifes->specifies
speciffic->specific
speciffication->specification
speciffied->specified
speciffies->specifies
speciffy->specify
speciffying->specifying
specifiation->specification
specificaiton->specification
specificated->specified
specificateion->specification
specificatin->specification
specificaton->specification
specificed->specified
specifices->specifies
specificiation->specification
specificied->specified
specificl->specific
specifiction->specification
specificy->specify
specificying->specifying
specifid->specified
specifiec->specific
specifiecation->specification
specifiecd->specified
specifieced->specified
specifiecs->specifies
specifieed->specified
specifiees->specifies
specififc->specific
specififcation->specification
specififed->specified
specififes->specifies
specifific->specific
specifification->specification
specifified->specified
specififies->specifies
specifify->specify
specififying->specifying
specifig->specific
specifigation->specification
specifiing->specifying
specifing->specifying
specifiy->specify
specifiying->specifying
specifric->specific
specift->specify
specifyed->specified
specifyied->specified
specifyig->specifying
specifyinhg->specifying
specifyng->specifying
speciic->specific
speciied->specified
speciifc->specific
speciifed->specified
specilized->specialized
speciries->specifies
speciry->specify
specivied->specified
speciy->specify
speciyfing->specifying
speciyfying->specifying
speciying->specifying
spected->expected
spectification->specification
spectified->specified
spectifies->specifies
spectify->specify
spectifying->specifying
spectum->spectrum
specturm->spectrum
specufies->specifies
specufy->specify
specyfing->specifying
specyfying->specifying
spedific->specific
spedified->specified
spedify->specify
speeak->speak
speeaking->speaking
speeed->speed
speeling->spelling
speelling->spelling
speeping->sleeping
spefcific->specific
spefcification->specification
spefcifieid->specified
spefcifieis->specifies
spefcifiy->specify
spefcifiying->specifying
spefeid->specified
spefeis->specifies
spefial->special
spefic->specific
spefication->specification
speficed->specified
speficeid->specified
speficeis->specifies
spefices->specifies
speficiallation->specification
speficialleid->specified
speficialleis->specifies
speficiallic->specific
speficiallication->specification
speficiallied->specified
speficiallies->specifies
speficiallifed->specified
speficiallifes->specifies
speficiation->specification
speficic->specific
speficication->specification
speficied->specified
speficieid->specified
speficieis->specifies
speficies->specifies
speficifation->specification
speficifc->specific
speficifcation->specification
speficifed->specified
speficifeid->specified
speficifeis->specifies
speficifes->specifies
speficific->specific
speficification->specification
speficified->specified
speficifies->specifies
speficififed->specified
speficififes->specifies
speficify->specify
speficifying->specifying
speficiic->specific
speficiication->specification
speficiied->specified
speficiies->specifies
speficiifed->specified
speficiifes->specifies
speficillation->specification
speficilleid->specified
speficilleis->specifies
speficillic->specific
speficillication->specification
speficillied->specified
speficillies->specifies
speficillifed->specified
speficillifes->specifies
speficitation->specification
speficiteid->specified
speficiteis->specifies
speficitic->specific
speficitication->specification
speficitied->specified
speficitifed->specified
speficitifes->specifies
speficiy->specify
speficiying->specifying
speficy->specify
speficying->specifying
spefied->specified
spefies->specifies
spefifation->specification
spefifed->specified
spefifeid->specified
spefifeis->specifies
spefifes->specifies
spefific->specific
spefification->specification
spefified->specified
spefifies->specifies
spefififed->specified
spefififes->specifies
spefify->specify
spefifying->specifying
spefiic->specific
spefiication->specification
spefiied->specified
spefiies->specifies
spefiifation->specification
spefiifeid->specified
spefiifeis->specifies
spefiific->specific
spefiification->specification
spefiified->specified
spefiifies->specifies
spefiififed->specified
spefiififes->specifies
spefiify->specify
spefiifying->specifying
spefixation->specification
spefixeid->specified
spefixeis->specifies
spefixic->specific
spefixication->specification
spefixied->specified
spefixies->specifies
spefixifed->specified
spefixifes->specifies
spefixy->specify
spefixying->specifying
spefiy->specify
spefiying->specifying
spefy->specify
spefying->specifying
speical->special
speices->species
speicfic->specific
speicfication->specification
speicfied->specified
speicfies->specifies
speicfy->specify
speicfying->specifying
speicific->specific
speicified->specified
speicify->specify
speling->spelling
speparate->separate
speparated->separated
speparation->separation
speparator->separator
speperatd->separated
speperate->separate
speperater->separator
speperator->separator
sperated->separated
speration->separation
sperator->separator
sperators->separators
speshal->special
speshel->special
spesific->specific
spesifical->specific
spesification->specification
spesified->specified
spesifies->specifies
spesify->specify
spesifying->specifying
spetial->special
spetsific->specific
spetsified->specified
spezific->specific
spezified->specified
spezify->specify
spicific->specific
spicified->specified
spicify->specify
spilts->splits
splel->spell
spleling->spelling
splig->split
spligs->splits
splited->split
splitted->split
spoace->space
spoaces->spaces
spoacing->spacing
spped->speed
spport->support
spported->supported
spporting->supporting
spports->supports
spreaded->spread
spreadhseet->spreadsheet
spreadhseets->spreadsheets
spreadsheat->spreadsheet
spreadsheats->spreadsheets
spreasheet->spreadsheet
spreasheets->spreadsheets
sprecial->special
sprecialized->specialized
spred->spread
spredsheet->spreadsheet
spreedsheet->spreadsheet
spript->script
spripts->scripts
spriritual->spiritual
spritual->spiritual
sproon->spoon
spsace->space
spsaces->spaces
spsacing->spacing
sqare->square
sqares->squares
sqaure->square
sqaures->squares
sqeuence->sequence
squence->sequence
squres->squares
srceen->screen
srceens->screens
srceenshot->screenshot
srcipt->script
srcipts->scripts
srcoll->scroll
srcollbar->scrollbar
srcolling->scrolling
sreen->screen
sreens->screens
sreenshot->screenshot
sreturns->returns
srew->screw
sring->string
srings->strings
srink->shrink
sript->script
sripts->scripts
sroll->scroll
srollbar->scrollbar
srolling->scrolling
srouce->source
srtifact->artifact
srting->string
srtings->strings
srtructure->structure
srtting->setting
srttings->settings
sructural->structural
sructure->structure
sructures->structures
ssame->same
ssee->see
ssome->some
ssudo->sudo
stabality->stability
stabel->stable
stabilish->establish
stabilished->established
stabillity->stability
stabilty->stability
stablility->stability
stablity->stability
stacionary->stationary
stackk->stack
stadnard->standard
stadnards->standards
stae->state
staement->statement
staion->station
staions->stations
staisfied->satisfied
staisfy->satisfy
staition->station
staitions->stations
stanard->standard
stanards->standards
standar->standard
standarad->standard
standardss->standards
standars->standard
standart->standard
standartd->standard
standartds->standards
standarts->standards
standatd->standard
standerd->standard
standerds->standards
standrat->standard
standrats->standards
standrd->standard
standrds->standards
standtard->standard
stanger->stranger
stangers->strangers
stanp->stamp
stard->start
stardard->standard
stardards->standards
starded->started
starding->starting
stards->starts
staright->straight
starigth->straight
starnge->strange
starnger->stranger
starngers->strangers
startd->started
startegy->strategy
startign->starting
startin->starting
startnig->starting
startted->started
startting->starting
starup->startup
statamenet->statement
statamenets->statements
statastics->statistics
stategy->strategy
statemanet->statement
statemanets->statements
statememt->statement
statememts->statements
statemen->statement
statemenet->statement
statemenets->statements
statemens->statements
statemet->statement
statemets->statements
statemnt->statement
statemnts->statements
statestical->statistical
statestics->statistics
statick->static
statictical->statistical
statictics->statistics
statisfied->satisfied
statisfy->satisfy
statisical->statistical
statisics->statistics
statisitical->statistical
statisitics->statistics
statistcal->statistical
statistcs->statistics
statistices->statistics
statitical->statistical
statitics->statistics
statmenet->statement
statmenets->statements
statmenmt->statement
statmenmts->statements
statment->statement
statments->statements
statrt->start
stattistical->statistical
stattistics->statistics
statup->startup
staturday->Saturday
statuss->status
statustics->statistics
staulk->stalk
stauration->saturation
staus->status
stauts->status
stawk->stalk
stdanard->standard
stdanards->standards
stdoud->stdout
stength->strength
steram->stream
sterams->streams
sterio->stereo
stess->stress
stetch->stretch
stetched->stretched
stipped->stripped
stirng->string
stirngs->strings
stirr->stir
stivk->stick
stivks->sticks
stle->style
stlye->style
stlyes->styles
stnad->stand
stndard->standard
stoage->storage
stoer->store
stoers->stores
stomache->stomach
stong->strong
stonger->stronger
stongly->strongly
stoopid->stupid
stoped->stopped
stoppin->stopping
stoppped->stopped
stoppping->stopping
stopps->stops
stopry->story
storag->storage
storeage->storage
stoream->stream
storege->storage
storeing->storing
storge->storage
storin->storing
storise->stories
storys->stories
stoyr->story
stpo->stop
stradegy->strategy
stragedy->strategy
stragegy->strategy
strager->stranger
stragers->strangers
stragety->strategy
straigh->straight
straigt->straight
straigth->straight
strart->start
strarted->started
strarting->starting
strarts->starts
strat->start
strated->started
strating->starting
stratup->startup
strcture->structure
strctures->structures
strcutre->structure
strcutural->structural
strcuture->structure
strcutures->structures
streamm->stream
streatch->stretch
streatched->stretched
streatching->stretching
streched->stretched
strectch->stretch
strecth->stretch
strecthed->stretched
strecthing->stretching
streem->stream
stregth->strength
streight->straight
streigt->straight
strem->stream
stremas->streams
strengh->strength
strenghen->strengthen
strenghened->strengthened
strenght->strength
strenghten->strengthen
strenghtened->strengthened
strengt->strength
strengten->strengthen
strengtened->strengthened
strentgh->strength
strenth->strength
striaght->straight
strig->string
strigs->strings
striing->string
striings->strings
strin->string
strinsg->strings
strng->string
strngs->strings
stroage->storage
stroed->stored
stronlgy->strongly
stronly->strongly
strorage->storage
strore->store
strored->stored
strores->stores
strories->stories
stroring->storing
strory->story
strotage->storage
strring->string
strrings->strings
strucrural->structural
strucrure->structure
strucrures->structures
structer->structure
structeral->structural
structere->structure
structeres->structures
structers->structures
structetr->structure
structiral->structural
structire->structure
structires->structures
structoral->structural
structore->structure
structores->structures
structral->structural
structre->structure
structres->structures
structrual->structural
structrue->structure
structrues->structures
structual->structural
structue->structure
structues->structures
structur->structure
structurs->structures
strucur->structure
strucural->structural
strucure->structure
strucures->structures
strucurs->structures
strucutral->structural
strucutre->structure
strucutres->structures
strucutural->structural
strucuture->structure
strucutures->structures
strust->trust
strutcure->structure
strutcures->structures
struttural->structural
strutural->structural
struture->structure
strutures->structures
ststion->station
ststionary->stationary
ststions->stations
stteting->setting
sttetings->settings
stucked->stuck
stuckt->stuck
stuctural->structural
stucture->structure
stuctures->structures
studdy->study
studetn->student
studetns->students
studis->studies
stuill->still
stummac->stomach
sturctural->structural
sturcture->structure
sturctures->structures
sturtural->structural
sturture->structure
sturtures->structures
stuructural->structural
sturucture->structure
stuructures->structures
stutdown->shutdown
stuties->studies
stutus->status
stuty->study
styed->stayed
styhe->style
styile->style
styiles->styles
styless->styles
subcript->subscript
subequent->subsequent
subitle->subtitle
subitles->subtitles
subjec->subject
subjet->subject
submision->submission
submisison->submission
submisson->submission
submition->submission
submittion->submission
submti->submit
subscirpt->subscript
subscritpt->subscript
subsedent->subsequent
subseqent->subsequent
subsequest->subsequent
subsequnt->subsequent
subseuqent->subsequent
subsiquent->subsequent
subsitute->substitute
subsitutute->substitute
subsquent->subsequent
subsript->subscript
substace->substance
substitles->subtitles
substitude->substitute
substutite->substitute
subtance->substance
subtances->substances
subtitute->substitute
subtring->substring
succceeded->succeeded
succcess->success
succcessful->successful
succcessfully->successfully
succcessul->successful
succcessully->successfully
succecful->successful
succecfully->successfully
succedded->succeeded
succeded->succeeded
succedeed->succeeded
succedful->successful
succedfully->successfully
succeedde->succeeded
succeeeded->succeeded
succees->success
succeesful->successful
succeesfully->successfully
succeess->success
succeessful->successful
succeessfully->successfully
succeful->successful
succefully->successfully
succefuly->successfully
succes->success
succesdsful->successful
succesful->successful
succesfull->successful
succesfullly->successfully
succesfully->successfully
succesfuly->successfully
successfui->successful
successfuily->successfully
successfule->successful
successfull->successful
successfullies->successfully
successfullly->successfully
successfulln->successful
successfullt->successfully
successfuly->successfully
successs->success
successsful->successful
successsfully->successfully
successul->successful
successully->successfully
succesul->successful
succesully->successfully
succseeded->succeeded
succsess->success
succsessful->successful
succsessfull->successful
succsessfully->successfully
succss->success
succssful->successful
succssfully->successfully
succuss->success
succussful->successful
succussfully->successfully
suceeded->succeeded
suceess->success
suceessful->successful
suceessfully->successfully
sucesful->successful
sucesfull->successful
sucesfully->successfully
sucesfuly->successfully
sucess->success
sucesscient->sufficient
sucessed->succeeded
sucesseful->successful
sucessefully->successfully
sucessess->success
sucessfl->successful
sucessflly->successfully
sucessfual->successful
sucessfually->successfully
sucessfukk->successful
sucessful->successful
sucessfull->successful
sucessfullly->successfully
sucessfully->successfully
sucessfuly->successfully
sucesss->success
sucesssful->successful
sucesssfull->successful
sucesssfully->successfully
sucesssfuly->successfully
sucessufl->successful
sucessufll->successful
sucessuflly->successfully
sucessul->successful
sucessully->successfully
sucide->suicide
sucseeded->succeeded
sucsess->success
sucsessful->successful
sucsessfully->successfully
sudent->student
sudents->students
sudeo->sudo
sudu->sudo
sueful->useful
suface->surface
sufface->surface
suffcient->sufficient
sufferred->suffered
sufferring->suffering
sufficent->sufficient
sufficiant->sufficient
sufficiennt->sufficient
suffient->sufficient
suffux->suffix
suficcient->sufficient
suficient->sufficient
sufix->suffix
sugest->suggest
sugested->suggested
sugestion->suggestion
sugestions->suggestions
suggesst->suggest
suggessted->suggested
suggesstion->suggestion
suggesstions->suggestions
suggestin->suggestion
suggestins->suggestions
suggestsed->suggested
suggestted->suggested
suggesttion->suggestion
suggesttions->suggestions
sugget->suggest
suggeted->suggested
suggetion->suggestion
suggetions->suggestions
suggetsed->suggested
suggetsion->suggestion
suggetsions->suggestions
sugggest->suggest
sugggested->suggested
sugggestion->suggestion
sugggestions->suggestions
sugguest->suggest
sugguested->suggested
sugguestion->suggestion
sugguestions->suggestions
suh->such
suiete->suite
suiteable->suitable
sumamry->summary
sumary->summary
sumbission->submission
sumbit->submit
summay->summary
summmary->summary
summmer->summer
summur->summer
summury->summary
sundey->Sunday
sunsday->Sunday
suop->soup
supeblock->superblock
superbock->superblock
superios->superior
suplement->supplement
suplementary->supplementary
suplied->supplied
suplies->supplies
supllement->supplement
supllementary->supplementary
supllied->supplied
supllies->supplies
suplly->supply
suply->supply
supoort->support
supoorted->supported
supoorting->supporting
supoorts->supports
supoose->suppose
supoosed->supposed
suport->support
suported->supported
suporting->supporting
suports->supports
suportted->supported
supose->suppose
suposed->supposed
suposse->suppose
supossed->supposed
suppied->supplied
suppier->supplier
suppies->supplies
suppliad->supplied
suppliment->supplement
supplimentary->supplementary
supplyed->supplied
suppoed->supposed
suppoert->support
suppoerted->supported
suppoerting->supporting
suppoerts->supports
suppoort->support
suppoorted->supported
suppoorting->supporting
suppoorts->supports
suppopose->suppose
suppoprt->support
suppoprted->supported
suppor->support
suppored->supported
supporing->supporting
suppors->supports
supportd->supported
supportin->supporting
supportt->support
supportted->supported
supportting->supporting
supportts->supports
suppory->support
supposeded->supposed
supposeds->supposed
suppossed->supposed
suppost->support
supposting->supporting
supposts->supports
suppot->support
suppoted->supported
suppoting->supporting
suppots->supports
suppplied->supplied
suppplies->supplies
suppply->supply
suppport->support
suppported->supported
suppporting->supporting
suppports->supports
supppose->suppose
suppposed->supposed
supppress->suppress
suppres->suppress
supprot->support
supproted->supported
supproting->supporting
supprots->supports
supprt->support
supprted->supported
supprting->supporting
supprts->supports
suppse->suppose
suppsed->supposed
suppurt->support
suppurted->supported
suppurting->supporting
suppurts->supports
suppy->supply
supres->suppress
supress->suppress
suprise->surprise
suprised->surprised
suprize->surprise
suprized->surprised
supsect->suspect
supsended->suspended
supsension->suspension
supspect->suspect
surelly->surely
surfce->surface
surgest->suggest
surgested->suggested
surgestion->suggestion
surgestions->suggestions
surivial->survival
suround->surround
surounded->surrounded
surounding->surrounding
surpise->surprise
surpised->surprised
surport->support
surported->supported
surporting->supporting
surports->supports
surpport->support
surpported->supported
surpporting->supporting
surpports->supports
surpress->suppress
surprize->surprise
surprized->surprised
surrended->surrounded
surrond->surround
surronded->surrounded
surroud->surround
surrouded->surrounded
surrouding->surrounding
surrround->surround
surrrounded->surrounded
surrrounding->surrounding
survay->survey
surveilence->surveillance
survice->service
survices->services
surviver->survivor
survivied->survived
susbcript->subscript
suscessful->successful
suscessfull->successful
suscript->subscript
susepect->suspect
susequent->subsequent
suspeneded->suspended
suspention->suspension
sustem->system
sustems->systems
sutdown->shutdown
sutff->stuff
sutisfied->satisfied
sutisfy->satisfy
suuport->support
suuported->supported
suuporting->supporting
suuports->supports
suvh->such
suystem->system
suystems->systems
svae->save
swaer->swear
swalloed->swallowed
swich->switch
swiches->switches
swiching->switching
swicth->switch
swicthes->switches
swicthing->switching
swiming->swimming
swimmin->swimming
switchs->switches
switchtes->switches
switchting->switching
swith->switch
swithc->switch
swithces->switches
swithch->switch
swithches->switches
swithching->switching
swithcing->switching
swithes->switches
swithing->switching
switich->switch
switiches->switches
switiching->switching
swown->shown
swtich->switch
swtiches->switches
swtiching->switching
swtichs->switches
sxmbol->symbol
sxmbolic->symbolic
sxmbols->symbols
syantax->syntax
syas->says
syatem->system
syatems->systems
sybol->symbol
sybolic->symbolic
sybols->symbols
sycle->cycle
sycles->cycles
sycn->sync
syle->style
syles->styles
sylinder->cylinder
sylinders->cylinders
symbl->symbol
symble->symbol
symbles->symbols
symblic->symbolic
symbls->symbols
symbo->symbol
symbolc->symbolic
symboll->symbol
symbollic->symbolic
symbolls->symbols
symbos->symbols
symbsol->symbol
symbsols->symbols
symnol->symbol
symnols->symbols
symobilic->symbolic
symobl->symbol
symoblic->symbolic
symobls->symbols
symobol->symbol
symobolic->symbolic
symobols->symbols
symol->symbol
symols->symbols
synagouge->synagogue
synamic->dynamic
synatx->syntax
synax->syntax
syntac->syntax
syntaces->syntax
syntacks->syntax
syntacs->syntax
syntact->syntax
syntacts->syntax
syntak->syntax
syntaks->syntax
syntakt->syntax
syntakts->syntax
syntaxg->syntax
syntaxt->syntax
sypport->support
sysbols->symbols
sysem->system
sysems->systems
sysmbol->symbol
sysmbolic->symbolic
sysmbols->symbols
sysmte->system
sysmtes->systems
systax->syntax
syste->system
systemn->system
systen->system
systens->systems
systesm->systems
systhem->system
systhems->systems
systm->system
systme->system
systmes->systems
systms->systems
systyem->system
systyems->systems
sysyem->system
sysyems->systems
sytax->syntax
sytem->system
syteme->system
sytems->systems
sytle->style
sytles->styles
sytnax->syntax
sytntax->syntax
sytsem->system
sytsems->systems
szes->sizes
szie->size
szied->sized
szies->sizes
tabel->table
tabele->table
tabeles->tables
tabels->tables
tabke->table
tabkes->tables
tabl->table
tablle->table
tablles->tables
tabls->tables
taget->target
tagets->targets
tagnet->tangent
tagret->target
tagrets->targets
tahn->than
tahnk->thank
tahnks->thanks
taht->that
talbe->table
talbes->tables
talekd->talked
tamplate->template
tamplates->templates
tangeant->tangent
tangenet->tangent
tanget->tangent
tansaction->transaction
tansactions->transactions
tansfer->transfer
tansferred->transferred
tansform->transform
tansformation->transformation
tansition->transition
tanslate->translate
tanslated->translated
tanslation->translation
tanslations->translations
tansport->transport
tansverse->transverse
tarce->trace
tarces->traces
taregt->target
taregts->targets
tarffic->traffic
targed->target
targer->target
targers->targets
targt->target
targte->target
targtes->targets
targts->targets
tarnsparent->transparent
tatgert->target
tatgerts->targets
tath->that
tbe->the
tbey->they
tcahce->cache
teacer->teacher
teacers->teachers
teached->taught
teachnig->teaching
teaher->teacher
teahers->teachers
teamplate->template
teamplates->templates
teated->treated
teched->taught
techer->teacher
techers->teachers
techical->technical
techician->technician
techincal->technical
techincian->technician
teching->teaching
techinical->technical
techinician->technician
techinique->technique
techiniques->techniques
techinology->technology
techinque->technique
techinques->techniques
techique->technique
techiques->techniques
techneek->technique
techneeks->techniques
technic->technique
techniks->techniques
techniquest->techniques
techniquet->technique
technitian->technician
technition->technician
technlogy->technology
technnical->technical
technnician->technician
technnique->technique
technniques->techniques
technnology->technology
technolgy->technology
techology->technology
tecnic->technique
tecnical->technical
tecnician->technician
tecnics->techniques
tecnique->technique
tecniques->techniques
tecnology->technology
tefine->define
teh->the
tehnical->technical
tehnician->technician
tehnique->technique
tehniques->techniques
tehnology->technology
tehre->there
tehse->these
tehsion->tension
tehy->they
tekn->taken
tekst->text
teksts->texts
telelevision->television
televsion->television
temaplate->template
temaplates->templates
temeprature->temperature
temepratures->temperatures
temerature->temperature
temeratures->temperatures
teminal->terminal
teminals->terminals
teminate->terminate
teminated->terminated
temination->termination
temlate->template
temlates->templates
temmporarily->temporarily
temorarily->temporarily
temorary->temporary
tempalte->template
tempaltes->templates
temparal->temporal
temparally->temporarily
tempararily->temporarily
temparary->temporary
temparature->temperature
temparatures->temperatures
temparily->temporarily
tempates->templates
tempature->temperature
tempatures->temperatures
tempdate->template
tempearture->temperature
tempeartures->temperatures
tempearure->temperature
tempearures->temperatures
tempelate->template
tempelates->templates
temperarily->temporarily
temperarure->temperature
temperarures->temperatures
temperary->temporary
temperaturs->temperatures
tempereature->temperature
tempereatures->temperatures
tempertaure->temperature
tempertaures->temperatures
temperture->temperature
tempertures->temperatures
templaces->templates
templaet->template
templaets->templates
templat->template
templateas->templates
templats->templates
templetes->templates
tempoaray->temporary
tempoparily->temporarily
tempopary->temporary
temporaere->temporary
temporafily->temporarily
temporafy->temporary
temporaily->temporarily
temporalily->temporarily
temporarely->temporarily
temporarilly->temporarily
temporarilty->temporarily
temporarilu->temporary
temporarirly->temporarily
temporay->temporary
temporily->temporarily
tempororarily->temporarily
tempororary->temporary
tempororay->temporary
tempororily->temporarily
temporory->temporary
temporraily->temporarily
temporrarily->temporarily
temporrary->temporary
temporray->temporary
temporrily->temporarily
temporry->temporary
temportal->temporal
temportarily->temporarily
temportary->temporary
tempory->temporary
temporyrily->temporarily
temporyry->temporary
tempraaily->temporarily
tempraal->temporal
tempraarily->temporarily
tempraarly->temporarily
tempraary->temporary
tempraay->temporary
tempraily->temporarily
tempral->temporal
tempraraily->temporarily
tempraral->temporal
tempraraly->temporarily
temprararily->temporarily
temprararly->temporarily
temprarary->temporary
tempraray->temporary
temprarily->temporarily
temprature->temperature
tempratures->temperatures
tempray->temporary
tempreature->temperature
tempreatures->temperatures
tempreture->temperature
tempretures->temperatures
temproaily->temporarily
temproal->temporal
temproarily->temporarily
temproarly->temporarily
temproary->temporary
temproay->temporary
temproily->temporarily
temprol->temporal
temproraily->temporarily
temproral->temporal
temproraly->temporarily
temprorarily->temporarily
temprorarly->temporarily
temprorary->temporary
temproray->temporary
temprorily->temporarily
temprory->temporary
temproy->temporary
tempurature->temperature
tempuratures->temperatures
tempurture->temperature
tempurtures->temperatures
temr->term
temrinal->terminal
temrinals->terminals
temrinate->terminate
temrinated->terminated
temrination->termination
temselves->themselves
tention->tension
teory->theory
teplmate->template
teplmates->templates
tepmorarily->temporarily
terimnal->terminal
terimnals->terminals
terimnate->terminate
terimnated->terminated
terimnation->termination
teritory->territory
termial->terminal
termials->terminals
termianl->terminal
termianls->terminals
termiante->terminate
termianted->terminated
termiantion->termination
termiate->terminate
termiated->terminated
termiation->termination
termimal->terminal
termimals->terminals
terminatd->terminated
termindate->terminate
termined->terminated
terminial->terminal
terminials->terminals
terminiated->terminated
terminiation->termination
terminl->terminal
terminls->terminals
terminte->terminate
terminted->terminated
termintion->termination
termnial->terminal
termnials->terminals
termniate->terminate
termniated->terminated
termniation->termination
termperatue->temperature
termperatues->temperatures
termperature->temperature
termperatures->temperatures
termplate->template
termplates->templates
termporal->temporal
termporarily->temporarily
termporarly->temporarily
termporary->temporary
ternimal->terminal
ternimals->terminals
ternimate->terminate
ternimated->terminated
ternimation->termination
terninal->terminal
terninals->terminals
terrable->terrible
terriory->territory
territoy->territory
terurn->return
terurns->returns
tesed->used
tesited->tested
testeing->testing
testin->testing
testng->testing
testof->test of
testomony->testimony
testsed->tested
testser->tester
testsing->testing
testss->tests
tesult->result
tesulting->resulting
tesults->results
tetsed->tested
tetser->tester
tetsing->testing
tetss->tests
tetst->test
tetsted->tested
tetster->tester
tetsting->testing
tetsts->tests
tetxture->texture
texure->texture
texxt->text
tey->they
tge->the
tghe->the
thann->than
thannk->thank
thannks->thanks
thansk->thanks
thansparent->transparent
thare->there
thasnks->thanks
thast->that
thatn->that
thatnk->thank
thatnks->thanks
thaughts->thoughts
thck->thick
theard->thread
theards->threads
thease->these
theef->thief
theer->there
theere->there
theery->theory
theese->these
thefore->therefore
theif->thief
theifs->thieves
theire->their
theis->this
theive->thief
theives->thieves
themperature->temperature
themperatures->temperatures
themplate->template
themplates->templates
themselces->themselves
themselfe->themselves
themselfes->themselves
themselfs->themselves
themselve->themselves
themselvs->themselves
themslves->themselves
thenes->themes
thenn->then
theoery->theory
therby->thereby
therem->there
thererin->therein
thereshold->threshold
therfore->therefore
therofer->therefore
therough->through
therwise->otherwise
theshhold->threshold
theshold->threshold
thest->test
thets->that's
thev->the
theves->thieves
thex->the
thgat->that
thge->the
thhank->thank
thhanks->thanks
thhere->there
thhese->these
thhink->think
thhinking->thinking
thhinks->thinks
thhis->this
thi->the
thianks->thanks
thicking->thinking
thicknes->thickness
thid->this
thie->the
thier->their
thign->thing
thigns->things
thigsn->things
thiking->thinking
thikn->think
thikness->thickness
thikning->thinking
thikns->thinks
thiks->thinks
thime->time
thimng->thing
thimngs->things
thinig->thing
thinigs->things
thinik->think
thiniking->thinking
thiniks->thinks
thinn->thin
thirs->third
this'd->this would
thiss->this
thist->this
thisy->this
thiunk->think
thjese->these
thme->them
thn->then
thna->than
thnak->thank
thnaks->thanks
thne->then
thnig->thing
thnigs->things
thnik->think
thniking->thinking
thniks->thinks
thogh->though
thoght->thought
thoghts->thoughts
thoroughty->thoroughly
thorugh->through
thorughly->thoroughly
thorughout->throughout
thoruoghly->thoroughly
thoses->those
thouch->touch
thoughout->throughout
thougth->thought
thougths->thoughts
thougts->thoughts
thounsands->thousands
thourgh->through
thourghly->thoroughly
thouroughly->thoroughly
thow->throw
thoward->toward
thowards->towards
thpe->type
thq->the
thrad->thread
thrads->threads
threashold->threshold
threatment->treatment
threatning->threatening
thred->thread
thredhold->threshold
threds->threads
threedimenional->three-dimensional
threedimenionsal->three-dimensional
threee->three
threeshold->threshold
threfore->therefore
threhold->threshold
threrefore->therefore
threshhold->threshold
threshod->threshold
threshol->threshold
thresold->threshold
thresshold->threshold
thrid->third
thrird->third
throen->thrown
throgh->through
throghout->throughout
throroughly->thoroughly
throug->through
througg->through
throughtout->throughout
throughts->thoughts
througout->throughout
througt->through
througth->through
throuh->through
throuhg->through
throuhgout->throughout
throuhout->throughout
throuth->through
throwgh->through
thrreshold->threshold
thrshold->threshold
thrue->through
thrugh->through
thruogh->through
thruoghout->throughout
thruout->throughout
ths->the
thses->these
thsi->this
thsnk->thank
thsnks->thanks
thsnkyou->thank you
thsoe->those
thsose->those
thsould->should
thst->that
tht->the
thta->that
thtat->that
thte->the
thughts->thoughts
thumbbnail->thumbnail
thumbnal->thumbnail
thumnail->thumbnail
thurver->further
thw->the
thyat->that
tich->thick
tichness->thickness
tickness->thickness
tiem->time
tiemout->timeout
tiemr->timer
tiemstamp->timestamp
tiemzone->timezone
tieth->tithe
tigger->trigger
tigth->tight
tihkn->think
tihng->thing
tihngs->things
tihnk->think
tihnking->thinking
tihnks->thinks
tihs->this
tiitle->title
timeing->timing
timemout->timeout
timeot->timeout
timere->timer
timesamp->timestamp
timeschedule->time schedule
timestanp->timestamp
timestap->timestamp
timestemp->timestamp
timestmap->timestamp
timestmp->timestamp
timetamp->timestamp
timmestamp->timestamp
timne->time
timneout->timeout
timoeut->timeout
timout->timeout
timstamp->timestamp
timtout->timeout
timzeone->timezone
timzezone->timezone
timzone->timezone
tiome->time
tiomeout->timeout
tipical->typical
tipically->typically
tirangle->triangle
titile->title
tjat->that
tje->the
tjhe->the
tkae->take
tkaes->takes
tkaing->taking
tlaking->talking
tmis->this
tnank->thank
tnanks->thanks
tne->the
tobbaco->tobacco
tobot->robot
toches->touches
tocken->token
todya->today
toekn->token
toether->together
togehter->together
togeter->together
toggel->toggle
toggele->toggle
togheter->together
toghether->together
togle->toggle
toglle->toggle
togther->together
togueter->together
tolearnce->tolerance
tolelerance->tolerance
tolen->token
tolerence->tolerance
tolernce->tolerance
tollerance->tolerance
toloerance->tolerance
tolorance->tolerance
tommorow->tomorrow
tommorrow->tomorrow
tomorrrow->tomorrow
tongiht->tonight
tonihgt->tonight
toogle->toggle
tooks->took
toolar->toolbar
toom->tomb
toos->tools
tork->torque
torlence->tolerance
torward->toward
torwards->towards
totat->total
totation->rotation
totatl->total
tothe->to the
totol->total
totorial->tutorial
touble->trouble
toubled->troubled
toubles->troubles
toughts->thoughts
tounge->tongue
toword->toward
towords->towards
towrad->toward
tpye->type
tpyes->types
tpyical->typical
tpyically->typically
trabsform->transform
trackign->tracking
trackling->tracking
traddition->tradition
tradditional->traditional
tradin->trading
tradion->tradition
tradional->traditional
traditilnal->traditional
traditiona->traditional
traditionnal->traditional
traditition->tradition
tradititional->traditional
tradtional->traditional
tragets->targets
trailins->trailing
trailling->trailing
traingle->triangle
trainig->training
trainigs->training
trainling->training
trainned->trained
trainng->training
trainngs->training
trainning->training
traking->tracking
tramsmission->transmission
tramsmitted->transmitted
tranaction->transaction
tranactions->transactions
tranalation->translation
tranalations->translations
tranasction->transaction
tranasctions->transactions
tranclate->translate
trandional->traditional
traned->trained
tranfer->transfer
tranfered->transferred
tranferred->transferred
tranform->transform
tranformation->transformation
traning->training
tranistion->transition
tranition->transition
tranlate->translate
tranlated->translated
tranlation->translation
tranlations->translations
tranlsate->translate
tranlsated->translated
tranlsation->translation
tranlsations->translations
tranmission->transmission
tranmitted->transmitted
tranparency->transparency
tranparent->transparent
tranport->transport
tranpsort->transport
transacion->transaction
transacions->transactions
transaciton->transaction
transacitons->transactions
transacrtion->transaction
transacrtions->transactions
transactiona->transactions
transactoin->transaction
transactoins->transactions
transalate->translate
transalated->translated
transalation->translation
transalations->translations
transalt->translate
transalte->translate
transalted->translated
transaltion->translation
transaltions->translations
transate->translate
transated->translated
transction->transaction
transctions->transactions
transer->transfer
transferd->transferred
transfered->transferred
transferrd->transferred
transfmrom->transform
transfmromation->transformation
transfom->transform
transfomation->transformation
transfomm->transform
transfoprmation->transformation
transforation->transformation
transformate->transform
transformaton->transformation
transfrom->transform
transfromation->transformation
transision->transition
transisition->transition
transistion->transition
transiton->transition
translatied->translated
translatoin->translation
translatoins->translations
transmision->transmission
transmissione->transmission
transmisson->transmission
transmisssion->transmission
transmited->transmitted
transmition->transmission
transmitsion->transmission
transmittd->transmitted
transmittion->transmission
transofrm->transform
transofrmation->transformation
transolate->translate
transolated->translated
transolation->translation
transolations->translations
transorm->transform
transormation->transformation
transpacency->transparency
transpaernt->transparent
transpancy->transparency
transpant->transparent
transparaent->transparent
transparancey->transparency
transparancy->transparency
transparanet->transparent
transparant->transparent
transparany->transparency
transpararent->transparent
transparcency->transparency
transparceny->transparency
transparecy->transparency
transpareny->transparency
transparity->transparency
transparnecy->transparency
transparnt->transparent
transparren->transparent
transparrent->transparent
transpart->transport
transpatrent->transparent
transpency->transparency
transperancy->transparency
transperant->transparent
transperency->transparency
transperent->transparent
transprency->transparency
transprent->transparent
transprot->transport
transprt->transport
transter->transfer
transterred->transferred
transtion->transition
transtition->transition
transtorm->transform
transvers->transverse
transvorm->transform
transvormation->transformation
trasaction->transaction
trasactions->transactions
trascation->transaction
trascations->transactions
trasfer->transfer
trasferred->transferred
trasform->transform
trasformation->transformation
traslalate->translate
traslalated->translated
traslalation->translation
traslalations->translations
traslated->translated
traslation->translation
traslations->translations
trasmission->transmission
trasmitted->transmitted
trasnaction->transaction
trasnactions->transactions
trasnfer->transfer
trasnfered->transferred
trasnferred->transferred
trasnform->transform
trasnformation->transformation
trasnlate->translate
trasnlated->translated
trasnlation->translation
trasnlations->translations
trasnmission->transmission
trasnmitted->transmitted
trasnparency->transparency
trasnparent->transparent
trasnport->transport
trasparency->transparency
trasparent->transparent
trasport->transport
travellin->travelling
trcking->tracking
treak->treat
treate->treat
treatement->treatment
treee->tree
treees->trees
treshhold->threshold
treshold->threshold
tresure->treasure
tresures->treasures
trew->true
trgger->trigger
trgistration->registration
trhe->the
trhough->through
triagle->triangle
triancle->triangle
trianed->trained
triange->triangle
trianing->training
trianlge->triangle
trians->trains
triffer->trigger
trigerr->trigger
triggger->trigger
trik->trick
trinagle->triangle
tripple->triple
triyng->trying
trnasfer->transfer
trnasferred->transferred
trnasform->transform
trnasformation->transformation
trnaslate->translate
trnaslated->translated
trnaslation->translation
trnaslations->translations
trnasmission->transmission
trnasmited->transmitted
trnasmitted->transmitted
trnsfer->transfer
trnsfered->transferred
troube->trouble
troubed->troubled
troubes->troubles
troughout->throughout
trought->through
trriger->trigger
trrigger->trigger
trubble->trouble
trubbled->troubled
trubbles->troubles
trubled->troubled
trubles->troubles
trucated->truncated
trucnated->truncated
tructural->structural
tructure->structure
tructures->structures
truelly->truly
truely->truly
truied->tried
trully->truly
trunacted->truncated
truncatd->truncated
trunctated->truncated
truncted->truncated
truned->turned
truns->turns
truw->true
tryed->tried
tryes->tries
tryied->tried
tryies->tries
tryig->trying
tryign->trying
tryinng->trying
trys->tries
tryying->trying
ttests->tests
tthank->thank
tthanks->thanks
tthat->that
tthe->the
tthere->there
tthese->these
tufure->future
tuhmb->thumb
tuhmbnail->thumbnail
tumbnail->thumbnail
tuncated->truncated
tung->tongue
tunges->tongues
tungs->tongues
tungues->tongues
tunnell->tunnel
tuotiral->tutorial
turain->terrain
turly->truly
turncated->truncated
turorial->tutorial
turrain->terrain
turtorial->tutorial
tutoral->tutorial
tweleve->twelve
twelth->twelfth
twoard->toward
twoards->towards
twodimenional->two-dimensional
twodimenionsal->two-dimensional
twon->town
twpo->two
tye->type
tyep->type
tyeps->types
tyes->types
tyhat->that
tyies->tries
tyoe->type
tyoes->types
tyoing->typing
tyope->type
typcial->typical
typcially->typically
typess->types
typicallly->typically
typicaly->typically
typicially->typically
typin->typing
typpe->type
typpes->types
typpical->typical
typpically->typically
typping->typing
tyring->trying
ublic->public
ublication->publication
ublicly->publicly
ublish->publish
ublished->published
ublishing->publishing
udated->updated
udateed->updated
udating->updating
uderstand->understand
uderstanding->understanding
uderstood->understood
udner->under
udnerstand->understand
udnerstanding->understanding
udnerstood->understood
udpate->update
udpated->updated
udpates->updates
udpating->updating
ue->use
ueful->useful
ueries->queries
uername->username
uesd->used
uesed->used
ueser->user
uesername->username
uesers->users
ueses->uses
uesful->useful
uesfull->useful
uesing->using
uesless->useless
uesr->user
uesrname->username
uesrs->users
uest->quest
uestion->question
uestions->questions
uffer->buffer
uggest->suggest
uggested->suggested
uggestion->suggestion
uggestions->suggestions
ugprade->upgrade
ugpraded->upgraded
ugrade->upgrade
ugraded->upgraded
uique->unique
uise->use
uisng->using
uknown->unknown
uless->unless
umit->unit
umless->unless
unabailable->unavailable
unabale->unable
unabel->unable
unablet->unable
unabling->unable
unahppy->unhappy
unale->unable
unavaiable->unavailable
unavaialable->unavailable
unavaialbale->unavailable
unavaialbe->unavailable
unavaialbel->unavailable
unavaialble->unavailable
unavaible->unavailable
unavailabel->unavailable
unavailble->unavailable
unavailiable->unavailable
unavailible->unavailable
unavaliable->unavailable
unavilable->unavailable
unble->unable
uncahnged->unchanged
unce->once
unchaged->unchanged
unchainged->unchanged
unchaned->unchanged
unchaneged->unchanged
unchangd->unchanged
unchenged->unchanged
unclude->include
uncluded->included
uncludes->includes
uncluding->including
uncognized->unrecognized
uncompatible->incompatible
uncomplete->incomplete
uncorrect->incorrect
undefied->undefined
undefiend->undefined
undefind->undefined
undefinied->undefined
undefuned->undefined
undependend->independent
underfiend->undefined
underfined->undefined
underneeth->underneath
undersanding->understanding
undersatnd->understand
undersatnding->understanding
undersood->understood
understad->understand
understading->understanding
understadn->understand
understadning->understanding
understandig->understanding
understant->understand
understanting->understanding
understnad->understand
understnading->understanding
understoon->understood
understoud->understood
undertand->understand
undertanded->understood
undertanding->understanding
undertood->understood
undertsand->understand
undertsanding->understanding
undertsood->understood
undertstand->understand
undestand->understand
undestanding->understanding
undestood->understood
undet->under
undetstand->understand
undetwater->underwater
undfined->undefined
undreground->underground
unefined->undefined
uneform->uniform
unepected->unexpected
uner->under
unerstand->understand
unerstanding->understanding
unerstood->understood
unexcected->unexpected
unexcpected->unexpected
unexecpted->unexpected
unexected->unexpected
unexepcted->unexpected
unexepected->unexpected
unexpacted->unexpected
unexpcted->unexpected
unexpeced->unexpected
unexpecetd->unexpected
unexpect->unexpected
unexpectad->unexpected
unexpectd->unexpected
unexpecte->unexpected
unexpectend->unexpected
unexpeected->unexpected
unexpepected->unexpected
unexpepted->unexpected
unexpercted->unexpected
unexpested->unexpected
unexpetced->unexpected
unexpetct->unexpected
unexpetcted->unexpected
unexpetect->unexpected
unexpetected->unexpected
unexpeted->unexpected
unexpexcted->unexpected
unexpexted->unexpected
unexspected->unexpected
unforetunately->unfortunately
unforttunately->unfortunately
unfortuantely->unfortunately
unfortuately->unfortunately
unfortunaletly->unfortunately
unfortunaltely->unfortunately
unfortunaly->unfortunately
unfortunatel->unfortunately
unfortunatelly->unfortunately
unfortunatetly->unfortunately
unfortunatley->unfortunately
unfortunatly->unfortunately
unfortunetely->unfortunately
unfortunetly->unfortunately
unfortuntaly->unfortunately
unforunately->unfortunately
unforutunately->unfortunately
unfotunately->unfortunately
unfourtunately->unfortunately
unfourtunetly->unfortunately
unfurtunately->unfortunately
unich->unix
unicks->eunuchs
unifform->uniform
unifrom->uniform
unio->union
uniocde->unicode
uniqe->unique
uniqu->unique
unirom->uniform
unitility->utility
unitilty->utility
unitl->until
unitss->units
univeral->universal
univeristy->university
univerity->university
universial->universal
universirty->university
universtal->universal
universtiy->university
univesity->university
univiersal->universal
univrsal->universal
unkmown->unknown
unknon->unknown
unknonw->unknown
unknonwn->unknown
unknouwn->unknown
unknwn->unknown
unknwon->unknown
unknwown->unknown
unkonw->unknown
unkonwn->unknown
unkown->unknown
unkwown->unknown
unleess->unless
unles->unless
unnable->unable
unning->running
unnown->unknown
unnsupported->unsupported
unnused->unused
unocde->Unicode
unoin->union
unqiue->unique
unque->unique
unrecocnized->unrecognized
unrecoginized->unrecognized
unrecogized->unrecognized
unrecognixed->unrecognized
unrecongized->unrecognized
unreconized->unrecognized
unregnized->unrecognized
unseless->useless
unsername->username
unsers->users
unserstand->understand
unserstanding->understanding
unserstood->understood
unsetset->unset
unsing->using
unspported->unsupported
unssuported->unsupported
unssupported->unsupported
unstall->install
unstallation->installation
unstalled->installed
unstalling->installing
unsued->unused
unsufficient->insufficient
unsuported->unsupported
unsupport->unsupported
unsupproted->unsupported
unsupprted->unsupported
unsused->unused
unterstanding->understanding
unterstood->understood
untility->utility
untill->until
untils->until
unued->unused
ununsed->unused
unusde->unused
unuseed->unused
unuseful->useless
unusued->unused
unvailable->unavailable
unvalid->invalid
unvavailable->unavailable
unversal->universal
unversity->university
unviersal->universal
unviersity->university
unx->unix
unxepected->unexpected
unxpected->unexpected
upadate->update
upadated->updated
upadates->updates
upadating->updating
upadte->update
upadted->updated
upadtes->updates
upadting->updating
upagrade->upgrade
upagraded->upgraded
upate->update
upated->updated
upates->updates
upating->updating
updadate->update
updadated->updated
updadates->updates
updadating->updating
updae->update
updaed->updated
updaes->updates
updaing->updating
updat->update
updatd->updated
updateded->updated
updateed->updated
updatees->updates
updateing->updating
updatess->updates
updatig->updating
updatin->updating
updats->updates
upddate->update
upddated->updated
upddates->updates
upddating->updating
updgrade->upgrade
updgraded->upgraded
updload->upload
updrage->upgrade
updraged->upgraded
updte->update
updted->updated
updtes->updates
updting->updating
upercase->uppercase
upgade->upgrade
upgaded->upgraded
upgarade->upgrade
upgaraded->upgraded
upgarde->upgrade
upgarded->upgraded
upgarte->upgrade
upgarted->upgraded
upgerade->upgrade
upgeraded->upgraded
upgradde->upgrade
upgradded->upgraded
upgradei->upgrade
upgrate->upgrade
upgrated->upgraded
uplad->upload
upladaded->uploaded
upladed->uploaded
uplaod->upload
uplaodaded->uploaded
uplaoded->uploaded
upliad->upload
uploade->upload
uploaeded->uploaded
uplod->upload
uplodaded->uploaded
uploded->uploaded
upperace->uppercase
uppercas->uppercase
uppler->upper
uppload->upload
upploaded->uploaded
uppon->upon
upport->support
upported->supported
upporterd->supported
upporting->supporting
upports->supports
uppper->upper
upppercase->uppercase
uprade->upgrade
upraded->upgraded
uprgade->upgrade
uprgaded->upgraded
upsupported->unsupported
uptdate->update
uption->option
uptional->optional
uptions->options
uptodate->up-to-date
uqest->quest
urface->surface
usag->usage
usally->usually
usccess->success
useage->usage
useanother->use another
useble->usable
useed->used
useer->user
useername->username
useers->users
usees->uses
usefl->useful
usefule->useful
usefulfor->useful for
usefull->useful
usefult->useful
usefulu->useful
usefutl->useful
useg->user
usege->usage
useing->using
userame->username
usere->user
userful->useful
userr->user
userrname->username
userrs->users
usesfull->useful
usiable->usable
usiage->usage
usible->usable
usied->used
usig->using
usign->using
usiing->using
usin->using
usind->using
usinf->using
usinging->using
usinng->using
usng->using
usnig->using
usred->used
usrename->username
usrer->user
usrername->username
usrers->users
usring->using
usseful->useful
usser->user
ussername->username
ussers->users
ussual->usual
ussuall->usual
ussually->usually
usuable->usable
usuage->usage
usuallly->usually
usualy->usually
usualyl->usually
usue->use
usued->used
usueful->useful
usuer->user
usuing->using
usupported->unsupported
ususal->usual
ususally->usually
utiilty->utility
utililty->utility
utilitiy->utility
utill->until
utillity->utility
utiltity->utility
utitity->utility
utitlity->utility
utitlty->utility
utlity->utility
utput->output
uupload->upload
uupper->upper
vaaluable->valuable
vaaluation->valuation
vaalue->value
vaalues->values
vaccum->vacuum
vaccume->vacuum
vaccuum->vacuum
vacination->vaccination
vacine->vaccine
vacinity->vicinity
vactor->vector
vacum->vacuum
vacume->vacuum
vacumme->vacuum
vaelue->value
vaelues->values
vaiable->variable
vaiables->variables
vaiance->variance
vaiations->variations
vaid->valid
vaidation->validation
vaidity->validity
vailable->available
vaild->valid
vaildation->validation
vaildity->validity
vailid->valid
vailidation->validation
vailidity->validity
vailidty->validity
vaious->various
vairable->variable
vairables->variables
vairance->variance
vairant->variant
vairation->variation
vairations->variations
vairous->various
vakue->value
vakues->values
valailable->available
valdation->validation
valdity->validity
valeu->value
valeus->values
valiables->variables
validadion->validation
validaiton->validation
validataion->validation
validatin->validation
validaton->validation
valididty->validity
validion->validation
validtion->validation
valied->valid
valies->values
valif->valid
valitdity->validity
valkues->values
vallid->valid
vallidation->validation
vallidity->validity
vallies->valleys
vallue->value
vallues->values
vally->valley
vallys->valleys
valsues->values
valtage->voltage
valuble->valuable
valudes->values
valueable->valuable
valuess->values
valuie->value
valulation->valuation
valule->value
valules->values
valuses->values
valye->value
valyes->values
varable->variable
varables->variables
varaiable->variable
varaiables->variables
varaiance->variance
varaiant->variant
varaiation->variation
varaiations->variations
varaible->variable
varaibles->variables
varaince->variance
varaint->variant
varaition->variation
varaitions->variations
varance->variance
varant->variant
varation->variation
varations->variations
variabble->variable
variabbles->variables
variabe->variable
variabele->variable
variabeles->variables
variabels->variables
variabes->variables
variabl->variable
variabla->variable
variablas->variables
variablens->variables
variablesm->variables
variabls->variables
varialbe->variable
varialbes->variables
varialble->variable
varialbles->variables
variale->variable
variales->variables
varian->variant
variantion->variation
variantions->variations
variatino->variation
variatinos->variations
variatoin->variation
variatoins->variations
variaty->variety
variavle->variable
variavles->variables
varibable->variable
varibables->variables
varibale->variable
varibales->variables
varibaless->variables
varibel->variable
varibels->variables
variblae->variable
variblaes->variables
varible->variable
varibles->variables
varieable->variable
varieables->variables
varieble->variable
variebles->variables
varience->variance
varierty->variety
variey->variety
varification->verification
varified->verified
varify->verify
varios->various
varity->variety
variuos->various
variuous->various
varius->various
varn->warn
varned->warned
varning->warning
varnings->warnings
varoius->various
varous->various
varriable->variable
varriables->variables
varriance->variance
varriant->variant
varriation->variation
varriations->variations
vart->cart
vartical->vertical
vartically->vertically
vaue->value
vaues->values
vaule->value
vaules->values
vave->have
vavle->valve
vavlue->value
vavriable->variable
vavriables->variables
vebrose->verbose
vecotr->vector
vectore->vector
vectror->vector
vecvtor->vector
vedio->video
vefiry->verify
vegatable->vegetable
vegeteble->vegetable
vegitable->vegetable
vegitables->vegetables
vegtable->vegetable
vehical->vehicle
vehicals->vehicles
vehicule->vehicle
vehicules->vehicles
veicle->vehicle
veicles->vehicles
veify->verify
veiw->view
veiwer->viewer
veiwing->viewing
veiws->views
velcoity->velocity
vell->well
velociry->velocity
vengance->vengeance
vengence->vengeance
verboase->verbose
verbous->verbose
verbouse->verbose
verbse->verbose
verctor->vector
veresion->version
veresions->versions
verfication->verification
verficiation->verification
verfied->verified
verfification->verification
verfified->verified
verfify->verify
verfiy->verify
verfy->verify
veriable->variable
veriables->variables
veriasion->variation
veriasions->variations
veriation->variation
veriations->variations
verical->vertical
verically->vertically
verication->verification
verifcation->verification
verifed->verified
verifiaction->verification
verificaion->verification
verificaiton->verification
verificiation->verification
verifiy->verify
verifty->verify
verifyed->verified
verifyied->verified
verion->version
verions->versions
veriosn->version
veriosns->versions
verious->various
verision->version
verisions->versions
verison->version
verisons->versions
veritcal->vertical
veritcally->vertically
veritical->vertical
verivy->verify
verly->very
verndor->vendor
verrical->vertical
verry->very
vershin->version
vershins->versions
versin->version
versinos->versions
versins->versions
versio->version
versiob->version
versiobs->versions
versiom->version
versioms->versions
versionm->version
versionms->versions
versionn->version
versionns->versions
versioon->version
versioons->versions
versios->versions
versoin->version
versoins->versions
versoion->version
versoions->versions
verson->version
vertial->vertical
verticall->vertical
verticaly->vertically
verticla->vertical
vertification->verification
vertify->verify
veryfication->verification
veryfied->verified
veryfy->verify
veryified->verified
veryify->verify
vesion->version
vesions->versions
vetical->vertical
vetically->vertically
vetor->vector
vetran->veteran
vetween->between
vew->view
vewer->viewer
vewing->viewing
veyr->very
vhild->child
viariable->variable
viariables->variables
victem->victim
victum->victim
viee->view
viees->views
vill->will
vincinity->vicinity
vindow->window
vindows->windows
vinigar->vinegar
violentce->violence
virtal->virtual
virtaul->virtual
virtical->vertical
virtiual->virtual
virttual->virtual
virtural->virtual
virutal->virtual
virutual->virtual
visability->visibility
visable->visible
visbility->visibility
visble->visible
visblie->visible
visiable->visible
visibale->visible
visibibilty->visibility
visibililty->visibility
visibilit->visibility
visibilty->visibility
visibl->visible
visibleable->visible
visiblility->visibility
visiblity->visibility
visiblle->visible
visinble->visible
visisbility->visibility
visisble->visible
visivble->visible
vissible->visible
vistors->visitors
visuab->visual
visuale->visual
visuall->visual
visul->visual
vitrual->virtual
viusal->visual
viwe->view
viwer->viewer
viwes->views
vizual->visual
vlarge->large
vlaue->value
vlaues->values
vlone->clone
vluable->valuable
vluation->valuation
vlues->values
voif->void
volatage->voltage
volatge->voltage
volumn->volume
volumne->volume
volums->volume
vonfig->config
vould->would
vreity->variety
vresion->version
vresions->versions
vrey->very
vriable->variable
vriables->variables
vriety->variety
vrify->verify
vritual->virtual
vrsion->version
vrsions->versions
vyer->very
vyre->very
waht->what
wahtever->whatever
wainting->waiting
waitting->waiting
wallthickness->wall thickness
wan't->want
wantto->want to
wapped->wrapped
wapping->wrapping
warantee->warranty
waranty->warranty
warings->warnings
warinig->warning
warinigs->warnings
warining->warning
warinings->warnings
warks->works
warlking->walking
warnibg->warning
warnibgs->warnings
warnig->warning
warnign->warning
warnigns->warnings
warnigs->warnings
warniing->warning
warniings->warnings
warnin->warning
warnind->warning
warninds->warnings
warninf->warning
warninfs->warnings
warningss->warnings
warninig->warning
warninigs->warnings
warnining->warning
warninings->warnings
warninng->warning
warninngs->warnings
warnins->warnings
warninsg->warnings
warninsgs->warnings
warniong->warning
warniongs->warnings
warnkng->warning
warnkngs->warnings
warnned->warned
warnning->warning
warnnings->warnings
warpped->wrapped
warpping->wrapping
warppred->wrapped
warppring->wrapping
warrent->warrant
warrn->warn
warrned->warned
warrning->warning
warrnings->warnings
warrriors->warriors
was'nt->wasn't
was't->wasn't
wass->was
watermask->watermark
wathc->watch
wathever->whatever
wating->waiting
watn->want
wbsite->website
wdith->width
weahter->weather
weant->want
weappon->weapon
weappons->weapons
weas->was
webaserver->web server
webbased->web-based
webiste->website
webstie->website
wehen->when
wehenever->whenever
wehere->where
wehereas->whereas
weherever->wherever
wehn->when
wehnever->whenever
wehre->where
wehreas->whereas
wehrever->wherever
wehther->whether
weigth->weight
weigthed->weighted
weigths->weights
weitght->weight
wel->well
welfair->welfare
wellfare->welfare
wellplate->well plate
wellplates->well plates
wepon->weapon
wepons->weapons
weppon->weapon
weppons->weapons
were'nt->weren't
wereas->whereas
weree->were
werever->wherever
wery->very
wesbite->website
wesite->website
wew->we
whant->want
whants->wants
whataver->whatever
whaterver->whatever
whather->whether
whathever->whatever
whatsover->whatsoever
whch->which
whcich->which
whcih->which
wheareas->whereas
wheh->when
whehter->whether
wheighed->weighed
wheighted->weighted
whem->when
whenevery->whenever
whenn->when
whenver->whenever
wheras->whereas
wherease->whereas
whereever->wherever
wherether->whether
whery->where
wheteher->whether
whetehr->whether
wheter->whether
whethe->whether
whethter->whether
whever->wherever
whheel->wheel
whhen->when
whic->which
whicg->which
whicht->which
whick->which
whih->which
whihc->which
whihch->which
whiher->whether
whike->while
whill->will
whilw->while
whioch->which
whis->this
whish->wish
whitch->which
whith->with
whithin->within
whithout->without
whitin->within
whitout->without
whitre->white
whlch->which
whle->while
whlie->while
whn->when
whne->when
whnever->whenever
whoes->whose
whoknows->who knows
wholely->wholly
wholey->wholly
whoose->whose
whould->would
whre->where
whta->what
whther->whether
whtihin->within
whyth->with
whythout->without
wiat->wait
wice->vice
wich->which
widgect->widget
widged->widget
widghet->widget
widgit->widget
widgte->widget
widht->width
widnow->window
widthn->width
widthout->without
wief->wife
wieghed->weighed
wieght->weight
wieghts->weights
wieh->view
wieth->width
wiew->view
wigdet->widget
wih->with
wihch->which
wihich->which
wihin->within
wihite->white
wihle->while
wihout->without
wiht->with
wihtin->within
wihtout->without
wiil->will
wil->will
wilcards->wildcards
wilh->will
wille->will
willk->will
willl->will
wimmen->women
wimmens->women
windo->window
windoe->window
windoes->windows
windoow->window
windoows->windows
windos->windows
windowz->windows
windwo->window
windwos->windows
winn->win
winndow->window
winndows->windows
winodw->window
winodws->windows
wirh->with
wirhin->within
wirhout->without
wirte->write
wirter->writer
wirtes->writes
wirth->with
wirting->writing
wirtten->written
wirtual->virtual
wiscle->whistle
wissle->whistle
witdh->width
witdth->width
withh->with
withhin->within
withhout->without
withih->within
withinn->within
withion->within
witho->with
withoit->without
withon->within
withoout->without
withot->without
withotu->without
withou->without
withoud->without
withoug->without
withough->without
withought->without
withouht->without
withount->without
withourt->without
withous->without
withouth->without
withouyt->without
withput->without
withrawal->withdrawal
withs->with
witht->with
withthe->with the
withtin->within
withtout->without
withun->within
withuout->without
witin->within
witk->with
witll->will
witn->with
witout->without
witrh->with
witrhin->within
witrhout->without
witth->with
witthin->within
witthout->without
wiuld->would
wiuldn't->wouldn't
wiull->will
wiyh->with
wiyhin->within
wiyhout->without
wiyth->with
wiythin->within
wiythout->without
wizzard->wizard
wjat->what
wlll->will
wmpty->empty
wnated->wanted
wnats->wants
wndow->window
wndows->windows
wnen->when
wnidow->window
woh->who
wohle->whole
woildn't->wouldn't
woill->will
woith->with
woithin->within
woithout->without
woked->worked
woker->worker
wokers->workers
woking->working
wokr->work
wokrbook->workbook
wokred->worked
wokrer->worker
wokrers->workers
wokrflow->workflow
wokring->working
wokrs->works
wollow->follow
wollowing->following
wolrd->world
wonce->once
wonderfull->wonderful
wondow->window
wondows->windows
wont't->won't
worbook->workbook
wordl->world
worfklow->workflow
worflow->workflow
worht->worth
workdlow->workflow
workes->works
workfow->workflow
workign->working
worklfow->workflow
worled->world
worler->worker
worlers->workers
worling->working
worng->wrong
worrry->worry
worser->worse
worthing->worth
wothin->within
wothout->without
wotk->work
wotked->worked
wotking->working
wotks->works
woud->would
woudl->would
woudn't->wouldn't
would'nt->wouldn't
would't->wouldn't
woulden't->wouldn't
wouldent->wouldn't
wouln't->wouldn't
woulnd't->wouldn't
wounderful->wonderful
wouold->would
wouuld->would
wqs->was
wraapp->wrap
wraapped->wrapped
wraapping->wrapping
wraning->warning
wranings->warnings
wraped->wrapped
wrapepd->wrapped
wraping->wrapping
wrapp->wrap
wrappered->wrapped
wrappin->wrapping
wrappng->wrapping
wrappped->wrapped
wrappping->wrapping
wrehouse->warehouse
wriet->write
wriets->writes
writeing->writing
writen->written
writet->writes
writewr->writer
writin->writing
writingm->writing
writting->writing
writtten->written
wrkbook->workbook
wrked->worked
wrker->worker
wrkers->workers
wrkflow->workflow
wrking->working
wrod->word
wroet->wrote
wrog->wrong
wrok->work
wrokbook->workbook
wroked->worked
wroker->worker
wrokers->workers
wrokflow->workflow
wroking->working
wroks->works
wrold->world
wrolds->worlds
wron->wrong
wronf->wrong
wront->wrong
wrtes->writes
wrtie->write
wrties->writes
wrting->writing
wrtiten->written
wrtten->written
wsee->see
wser->user
wth->with
wthin->within
wthout->without
wtih->with
wtihin->within
wtihout->without
wtyle->style
wuold->would
wupport->support
wuth->with
wuthin->within
wuthout->without
wya->way
wyas->ways
wyth->with
wythout->without
xdescribe->describe
xepect->expect
xepected->expected
xepecting->expecting
xode->code
xour->your
xwindows->X
xyou->you
yaer->year
yaerly->yearly
yaers->years
yau->you
yearm->year
yeasr->years
yeild->yield
yeilds->yields
yeld->yield
yelds->yields
yello->yellow
yera->year
yeras->years
yersa->years
yhank->thank
yhanks->thanks
yhe->the
ymbol->symbol
ymbolic->symbolic
ymbols->symbols
yourr->your
yourselfes->yourselves
youseff->yourself
youself->yourself
ypes->types
yrea->year
ytou->you
yuo->you
yuor->your
yur->your
zemporary->temporary
zeor->zero
zise->size
zlot->slot
zombe->zombie
zombes->zombies
zomebie->zombie
zomebies->zombies
zoombie->zombie
zoombies->zombies
zuser->user
"""

FREQUENT_WORDS = """
a 89946
aaron 1146
abandon 64
abandoned 83
abandonment 24
abarim 23
abbreviation 51
abbreviations 23
abc 24
abdominal 49
abdon 27
abed 32
abednego 24
abel 77
abhor 61
abhorred 42
abiathar 109
abib 25
abide 175
abides 33
abideth 30
abiding 31
abiezer 27
abigail 67
abihail 22
abihu 41
abijah 80
abilities 45
ability 211
abimelech 239
abinadab 49
abiram 41
abishag 20
abishai 89
able 1549
abner 224
abnormal 20
aboard 28
abode 150
abolished 21
abominable 70
abomination 215
abominations 223
abort 83
aborted 57
aborting 32
abortion 22
abound 47
about 5024
above 1140
abraham 843
abram 201
abrasion 25
abroad 239
absalom 369
absence 67
absent 84
absolute 262
absolutely 56
absorbed 24
absorbing 29
absorption 58
abstain 27
abstract 45
abstraction 23
abundance 219
abundant 48
abundantly 94
abuse 76
abusive 22
abutment 23
ac 21
acacia 61
academic 56
academy 33
accelerated 33
acceleration 79
accelerator 56
accent 80
accept 417
acceptable 105
acceptance 162
accepted 239
accepting 34
accepts 50
access 974
accessed 63
accessibility 66
accessible 64
accessing 42
accession 33
accessories 26
accessory 29
accident 182
accidental 22
accidentally 22
accidents 43
accommodate 30
accommodation 85
accompanied 30
accompanying 32
accomplish 64
accomplished 91
accord 59
accordance 26
according 2528
accordingly 37
account 1692
accounted 41
accounting 206
accounts 475
accrued 31
accumulated 24
accumulation 33
accumulator 20
accuracy 134
accurate 60
accursed 58
accusation 29
accuse 53
accused 42
accusers 21
acetate 24
achaia 41
achan 23
achbor 24
achieve 62
achieved 44
achievement 37
achish 82
acid 325
acknowledge 68
acknowledged 27
acknowledgement 24
acoustic 57
acquaintance 35
acquire 53
acquired 42
acquisition 114
across 439
act 541
acted 29
acting 146
action 1059
actions 268
activate 292
activated 183
activates 56
activating 37
activation 73
active 843
activities 92
activity 245
actor 46
actors 22
acts 396
actual 192
actually 193
acute 56
ad 76
adah 31
adaiah 33
adam 88
adapt 39
adapted 24
adapter 44
adaptive 38
adar 34
add 2312
added 534
adder 20
addiction 32
addictive 30
adding 176
addition 234
additional 605
additionally 35
additive 34
addon 34
addons 42
addr 45
address 1515
addressed 31
addresses 220
addressing 35
adds 281
adequate 27
adhesion 29
adhesive 71
adjacent 151
adjust 266
adjustable 53
adjusted 74
adjusting 82
adjustment 164
adjustments 33
adjusts 31
admin 50
administer 22
administration 118
administrative 122
administrator 98
administrators 32
admission 84
admit 49
admitted 23
adonijah 92
adopt 35
adopted 36
adoption 38
adorned 20
adullam 28
adult 32
adulterers 28
adulteress 20
adultery 105
advance 258
advanced 322
advancement 24
advances 39
advancing 21
advantage 100
advent 23
adventure 42
adversaries 134
adversary 84
adverse 39
adversity 33
advertise 24
advertisement 46
advertising 186
advice 169
advise 36
advised 24
advisory 39
aerial 55
afar 133
affair 42
affairs 94
affect 130
affected 101
affection 31
affects 92
affinity 32
afflict 93
afflicted 161
affliction 199
afflictions 34
afford 61
afraid 709
africa 123
african 152
after 6161
afternoon 66
afterward 170
afterwards 95
agag 29
again 3464
against 7137
age 615
aged 53
agencies 35
agency 117
agenda 84
agent 316
agents 165
ages 65
aggregate 100
aggregation 34
aggression 28
aggressive 35
aggressor 23
aging 26
ago 236
agree 119
agreed 115
agreement 648
agreements 102
agricultural 102
agriculture 36
agrippa 45
ah 162
aha 46
ahab 330
ahasuerus 108
ahaz 141
ahaziah 131
ahead 222
ahh 39
ahiezer 22
ahijah 84
ahikam 73
ahimaaz 55
ahimelech 61
ahinoam 26
ahio 20
ahithophel 71
ahitub 47
ai 335
aiah 21
aid 274
aided 21
aids 66
aijalon 37
aim 66
aimed 21
ain 20
air 1241
airborne 56
airbrush 29
aircraft 179
airport 52
airspace 24
airway 22
akkub 30
alarm 197
alas 60
album 239
albums 55
alcohol 126
alcoholic 27
alert 113
alexander 25
algae 27
algorithm 177
algorithms 46
alias 92
aliases 31
alien 83
alienated 27
aliens 38
align 173
aligned 90
aligning 22
alignment 250
aligns 55
alike 81
alive 476
all 27658
allergy 29
alliance 111
allied 70
allies 91
allocate 126
allocated 56
allocating 25
allocation 86
allotment 22
allow 623
allowance 101
allowed 560
allowing 106
allows 544
alloy 41
ally 73
almighty 130
almond 45
almonds 24
almost 255
alms 36
alone 463
along 515
alongside 40
aloud 80
alpha 255
alphabetic 32
alphabetical 52
alphabetically 22
alphanumeric 33
alpine 86
alps 34
already 1405
alright 29
also 6499
alt 96
altar 1442
altars 208
alter 46
alteration 26
altered 21
alternate 120
alternating 39
alternative 242
alternatively 57
alternatives 34
although 185
altitude 52
altogether 85
aluminium 50
aluminum 28
alway 22
always 969
am 4454
amalea 68
amalek 87
amalekites 84
amariah 43
amasa 57
amateur 22
amazed 49
amaziah 136
amazing 34
amazon 46
ambassador 24
ambassadors 26
ambient 58
ambiguous 57
ambulance 23
ambush 58
amen 163
amend 29
amendment 30
america 212
american 174
ammiel 22
ammihud 33
amminadab 44
ammo 104
ammon 367
ammonite 41
ammonites 62
ammunition 174
amnon 93
amon 63
among 3661
amongst 26
amorite 66
amorites 266
amortization 46
amos 33
amount 799
amounts 122
amoz 42
amplifier 38
amplitude 55
amram 43
an 14681
anaesthesia 27
anaesthetic 25
anah 44
anak 36
anakim 28
analog 51
analogue 25
analyses 65
analysis 390
analytical 21
analyze 25
ananias 39
anathoth 56
ancestor 47
ancestors 76
anchor 279
anchored 36
anchoring 33
anchors 58
ancient 252
ancillary 27
and 191573
andean 27
andrew 36
aneurysm 21
angel 631
angels 258
anger 722
angle 518
angled 26
angles 99
angry 511
anguish 72
angular 55
animal 505
animals 401
animate 30
animated 66
animation 186
animations 28
ankle 38
anna 20
anniversary 39
announce 25
announcement 42
announcements 22
annoying 28
annual 199
annuity 64
anoint 92
anointed 282
anointing 76
anonymous 36
another 2726
anova 27
answer 1143
answered 1281
answering 157
answers 94
ant 54
antbird 56
antelope 20
antenna 85
anterior 27
anti 337
antibiotic 31
antibody 43
anticipated 20
antillean 20
antioch 70
antique 23
antpitta 44
ants 34
antshrike 43
antwren 49
anvil 21
anxiety 43
anxious 45
any 5333
anybody 33
anymore 92
anyone 449
anything 839
anyway 190
anywhere 107
apalis 20
apart 248
apartment 27
aperture 44
aphek 30
api 135
apiece 20
apocalypse 38
apollos 37
apostle 75
apostles 202
app 99
apparatus 80
apparatuses 24
apparel 53
apparent 48
apparently 51
appeal 53
appear 472
appearance 276
appeared 210
appearing 40
appears 316
append 98
appended 32
appetite 43
apple 193
apples 45
appliance 34
appliances 20
applicable 82
application 664
applications 235
applied 359
applies 196
apply 892
applying 88
appoint 136
appointed 405
appointment 174
appointments 27
appraisal 21
appreciate 47
apprentice 37
approach 228
approached 22
approaches 45
approaching 31
appropriate 134
approval 169
approve 27
approved 89
approximate 21
approximately 36
approximation 46
apps 32
april 27
apron 28
apso 20
apt 84
aptitude 51
aqua 25
aquatic 31
aquila 23
ar 36
arab 27
arabah 67
arabia 34
arabian 32
arabians 23
arabic 80
aram 122
aramaeans 52
araunah 33
arba 31
arbitrage 20
arbitrary 37
arbitration 39
arc 111
arcane 38
arch 120
archer 21
archers 61
arches 64
architectural 25
architecture 73
archive 288
archives 45
arctic 24
are 25795
area 1793
areas 475
arena 99
arg 231
argentina 20
argh 26
args 35
argue 46
arguing 22
argument 910
arguments 503
ariel 24
arioch 25
arise 426
arises 35
arising 20
arithmetic 80
ark 858
arm 518
armature 34
armed 305
armies 514
armor 445
armored 57
armour 86
armoured 32
arms 449
army 872
arnon 95
aroer 60
aroma 58
aromatic 22
arose 428
around 1155
arpachshad 25
arrange 100
arranged 41
arrangement 118
arrangements 48
array 920
arrayed 21
arrays 79
arrest 38
arrival 72
arrive 90
arrived 143
arrives 24
arriving 30
arrogance 31
arrogant 28
arrow 662
arrows 264
art 774
artaxerxes 55
artery 57
article 149
articles 93
articulated 39
artifact 57
artifacts 32
artificial 84
artillery 23
artist 64
artistic 37
artists 38
arts 168
as 22121
asa 210
asahel 61
asaiah 23
asaph 165
asbestos 31
asc 20
ascend 38
ascended 42
ascending 86
ascent 52
ascents 31
ascii 119
ascribe 21
ash 83
ashamed 297
ashdod 78
asher 147
asherah 31
ashes 142
asheviere 37
ashkelon 41
ashtaroth 38
ashy 29
asia 207
asian 146
aside 294
ask 737
asked 506
asking 104
asks 77
asleep 78
aspect 152
aspects 24
asphalt 32
ass 205
assault 112
assemble 79
assembled 125
assembler 23
assemblies 60
assembly 473
assertion 36
asses 140
assessment 119
asset 151
assets 119
asshur 27
assign 326
assigned 249
assigning 29
assignment 143
assignments 31
assigns 47
assist 46
assistance 102
assistant 144
assistants 26
assisted 24
associate 39
associated 180
association 170
associations 58
assume 102
assumed 41
assuming 57
assumption 33
assurance 37
assured 31
assuredly 122
assyria 440
assyrian 43
assyrians 40
asterisk 25
asteroid 24
astonished 86
astonishment 60
astray 99
asunder 42
asylum 58
asynchronous 32
at 12820
ate 127
athaliah 63
athens 21
atlantean 25
atlanteans 21
atlantic 57
atmosphere 98
atmospheric 32
atom 27
atomic 83
atonement 238
atrophy 27
attach 121
attached 202
attachment 167
attachments 66
attack 880
attacked 113
attacker 50
attackers 71
attacking 157
attacks 237
attain 23
attained 27
attempt 264
attempted 47
attempting 70
attempts 91
attend 61
attendance 61
attendant 21
attended 22
attendee 70
attendees 53
attention 375
attentive 26
attenuation 20
attitude 60
attorney 61
attract 29
attraction 25
attractive 29
attribute 340
attributes 246
auction 37
audacity 162
audience 90
audio 747
audit 87
auditing 22
auditory 22
australia 47
australian 61
austrian 25
authenticate 38
authenticated 23
authentication 287
author 173
authorities 111
authority 530
authorization 82
authorized 73
authors 45
auto 389
autocorrect 162
autocrypt 20
autofilter 30
autoformat 56
automated 73
automatic 554
automatically 929
automation 24
automobile 20
automotive 25
autotext 113
autumn 36
auxiliary 122
avail 23
availability 64
available 1651
avalanche 29
aven 25
avenge 73
avenged 47
avenger 47
average 415
averageif 22
aviation 24
avoid 188
avoidance 23
avoided 23
avoiding 21
await 27
awaiting 22
awake 192
awaking 20
award 69
aware 76
awareness 43
away 5509
awe 28
awesome 89
awful 41
awk 29
awkward 28
awoke 28
ax 75
axe 102
axes 133
axial 49
axis 391
axle 129
axles 39
aye 58
azariah 156
azekah 25
azel 20
azmaveth 28
azrikam 21
azure 22
b 1846
baal 347
baalim 28
baals 34
baanah 30
baasha 99
babbler 150
babes 23
babies 33
baby 155
babylon 1044
bachelor 27
back 4000
backed 215
backend 60
background 711
backgrounds 22
backing 41
backpack 27
backs 77
backsliding 38
backspace 33
backup 286
backups 28
backward 142
backwards 55
bacteria 32
bacterial 95
bad 1027
bade 39
badge 55
badger 26
badgers 23
badges 26
badly 93
bag 353
bags 119
bah 32
bahurim 21
bail 24
bait 29
bake 55
baked 66
baker 38
bakery 27
baking 70
balaam 216
balak 155
balance 469
balanced 45
balances 74
balancing 51
balcony 30
bald 67
baldness 27
ball 329
ballast 66
ballet 21
ballistic 43
balloon 49
ballot 32
balls 54
balm 21
balsa 23
baltic 34
bamboo 29
ban 115
banana 27
band 396
bandage 41
banded 106
bandits 55
bands 235
bandwidth 28
bang 32
bani 49
bank 445
banking 106
bankruptcy 35
banks 99
banned 22
banner 57
banners 21
banquet 44
baptism 183
baptist 31
baptize 25
baptized 200
bar 1610
barabbas 27
barak 55
barbarian 74
barbarians 80
barbet 71
barcode 29
bare 316
barefoot 22
barely 76
bargain 51
bargaining 20
barge 25
barium 22
bark 69
barley 157
barn 47
barnabas 106
barnea 20
barns 20
baron 25
barracks 55
barred 58
barrel 256
barrels 35
barren 80
barrier 133
barriers 46
bars 362
bartender 21
barter 20
baruch 96
barzillai 45
basal 23
base 1014
baseball 36
based 683
baseline 49
basemath 21
basement 43
bases 155
bash 30
bashan 223
basic 897
basically 21
basin 87
basins 97
basis 220
basket 172
baskets 75
bass 60
bastard 27
bat 86
batch 145
bath 211
bathe 64
bathed 29
bathing 33
bathroom 42
baths 50
bats 41
batten 23
batteries 101
battery 286
battle 879
battlefield 35
battles 41
bay 138
bays 21
bcc 29
bce 27
be 45326
beach 79
beacon 33
bead 84
beaked 31
beam 289
beams 84
bean 51
beans 66
bear 768
beard 76
bearded 36
bearer 69
bearers 31
beareth 25
bearing 339
bearings 60
bears 97
beast 379
beasts 463
beat 246
beaten 144
beating 41
beats 32
beautiful 315
beauty 195
became 1111
because 5921
beckoned 24
become 1454
becomes 195
becoming 113
bed 703
bedding 25
beds 87
bee 90
beech 26
beef 76
been 5694
beep 26
beer 278
beeroth 22
beersheba 78
bees 43
beet 23
beetle 54
beetles 49
befall 24
befallen 26
before 8491
beforehand 33
beg 84
began 442
begat 326
beggar 28
begged 53
begging 24
begin 292
beginning 586
begins 83
begotten 41
begun 72
behalf 102
behave 42
behaved 37
behavior 132
behaviour 279
behavioural 29
beheld 71
behind 514
behold 3721
beholding 28
being 2110
beings 44
bela 43
belial 30
belief 102
beliefs 20
believe 595
believed 290
believes 83
believeth 42
believing 49
bell 161
bellied 221
bellows 25
bells 45
belly 123
belong 115
belonged 68
belongeth 20
belonging 50
belongs 139
beloved 326
below 755
belshazzar 26
belt 286
belteshazzar 37
belts 47
ben 98
benaiah 154
bench 66
benchmark 22
bend 118
bender 23
bending 108
bends 33
beneath 142
benefit 113
benefits 68
benhadad 33
benjamin 606
benjamite 33
benjamites 26
bent 126
beor 35
bereaved 24
berechiah 38
beriah 42
berlin 28
berries 34
berry 41
beryl 33
beseech 118
beset 26
beside 292
besides 224
besiege 36
besieged 62
besought 65
best 896
bestow 26
bestowed 44
bet 86
beta 82
beth 463
bethany 26
bethel 165
bethhoron 22
bethlehem 75
bethshemesh 32
bethuel 35
betray 49
betrayed 60
better 1159
betting 21
between 2394
bevel 37
beverage 29
beware 119
beyond 398
bezalel 26
bg 27
bi 21
bias 30
bible 33
bibliography 123
bichri 26
bicycle 124
bid 75
bidden 27
big 474
bigger 78
biggest 30
bike 35
bile 23
bilhah 37
bill 289
billed 299
billing 72
bills 58
bin 87
binary 177
bind 186
binder 29
binding 124
bindings 20
binds 22
binnui 25
binomial 21
bio 23
biological 58
biology 27
biomass 23
bionic 95
bionics 21
biopsy 40
bios 25
bioship 138
birch 21
bird 316
birds 311
birth 605
birthday 72
birthright 40
biscuit 21
bishop 40
bit 713
bite 124
bites 33
biting 28
bitmap 122
bitmaps 27
bitrate 58
bits 238
bitten 22
bitter 338
bitterly 47
bitterness 76
black 1295
blackbird 29
blackroot 31
blacksmith 21
bladder 37
blade 208
bladed 23
blades 79
blame 55
blameless 65
blank 285
blanket 57
blanks 28
blaspheme 24
blasphemed 36
blasphemy 22
blast 139
blasted 38
blasting 42
bleed 34
bleeding 77
blemish 192
blend 47
blended 35
blending 32
bless 367
blessed 806
blesses 20
blessing 544
blessings 64
blew 76
blind 440
blinded 25
blindness 49
blinds 20
blink 25
blinking 29
blister 22
blob 25
block 831
blocked 68
blocking 70
blocks 289
blocksize 25
blood 2031
bloody 63
bloom 29
blossom 45
blossoms 26
blot 49
blotted 24
blow 375
blower 23
blowing 90
blown 52
blows 134
blu 21
blue 890
bluetooth 39
blunt 28
blur 101
blurred 20
blush 20
boar 22
board 514
boarded 37
boarding 47
boards 277
boast 100
boasting 41
boasts 25
boat 231
boats 74
boaz 23
bob 33
bobbin 24
bodies 349
bodily 28
body 1815
bog 32
bogie 32
bogus 27
boil 99
boiled 59
boiler 152
boilers 35
boiling 113
boils 22
bold 215
boldly 30
boldness 37
bolt 174
bolts 78
bomb 141
bombing 27
bombs 28
bond 181
bondage 127
bonded 25
bonding 33
bonds 119
bondservant 21
bondservants 25
bone 268
bones 492
bonus 167
booby 24
book 1515
booking 47
bookkeeping 24
bookmark 164
bookmarks 71
books 260
boolean 106
boom 53
boost 30
booster 29
boot 172
booth 31
booths 47
boots 88
border 1124
borders 367
bore 395
bored 37
boring 86
born 533
borne 130
borrow 39
bosheth 40
bosom 111
boss 82
bot 175
both 1542
bother 50
bots 322
bottle 231
bottles 73
bottom 781
boughs 50
bought 194
bounce 24
bound 439
boundaries 66
boundary 158
bounded 22
bounds 74
bounty 73
bow 466
bowed 220
bowels 56
bowl 107
bowls 101
bows 93
box 1749
boxes 273
boxing 20
boy 214
boys 56
bozrah 31
brace 56
bracelets 31
braces 35
bracing 27
bracket 117
bracketed 32
brackets 169
braided 30
brain 199
brains 22
brake 358
brakes 54
braking 48
branch 270
branches 357
branching 20
brand 79
brandy 28
brasen 27
brass 442
brave 58
brazen 29
brazilian 20
breach 111
breaches 52
bread 1521
breadth 214
break 1117
breakdown 44
breaker 57
breakers 22
breakfast 64
breaking 198
breakpoint 60
breakpoints 25
breaks 196
breast 167
breasted 270
breastplate 108
breasts 114
breath 290
breathe 49
breathed 28
breathing 96
breech 26
breed 51
breeder 34
breeding 82
breeds 25
breeze 35
brethren 931
brewery 43
brewing 36
bribe 50
bribes 22
brick 137
bricks 94
bride 82
bridegroom 59
bridge 250
bridges 40
bridle 35
brief 54
briefly 47
briers 31
brigade 21
bright 231
brightness 160
brilliant 26
brim 56
brimstone 23
bring 2456
bringeth 78
bringing 120
brings 206
brink 28
bristle 23
britain 28
british 75
brittle 20
broad 190
broadband 32
broadcast 64
broadcasting 41
brochure 37
broke 201
broken 1254
broker 23
bronze 235
brook 144
brooks 42
broom 27
brother 1420
brothers 1176
brought 2515
brow 32
browed 91
brown 295
browse 87
browser 230
bruise 30
bruised 31
brush 389
brushes 51
brutal 23
brute 20
bs 22
bsd 31
bubble 76
buck 33
bucket 100
buckets 20
buckler 32
buckling 20
bud 76
buddy 21
budget 197
budgetary 23
buds 40
buff 63
buffer 245
buffers 31
bug 242
bugs 97
build 1239
builded 50
builder 103
builders 89
building 1330
buildings 322
builds 43
built 1025
builtin 47
bulb 37
bulbul 67
bulge 22
bulk 108
bulky 29
bull 139
bullet 150
bulletin 23
bullets 153
bullock 164
bullocks 74
bulls 78
bump 27
bunch 53
bundle 70
bundled 41
bundles 30
bunker 38
bunting 49
buoy 27
burden 272
burdens 75
burial 123
buried 365
burn 557
burned 810
burner 107
burners 29
burning 603
burns 97
burnt 984
burst 145
bursting 47
bursts 30
bury 139
burying 31
bus 205
bush 204
bushes 50
bushing 20
business 1004
businesses 26
bustard 21
busy 153
but 19624
butcher 33
butler 24
butt 42
butter 123
butterfly 36
butterflyfish 47
button 1219
buttons 299
buy 387
buyer 24
buying 64
buzz 26
buzzard 23
by 19770
bye 31
bypass 41
byte 207
bytes 290
byword 22
c 1092
ca 45
cabbage 31
cabin 51
cabinet 90
cabinets 34
cable 382
cables 80
cache 280
cached 27
caching 46
cacti 26
cactus 28
caesar 82
caesarea 60
cage 75
caiaphas 31
cain 74
cake 174
cakes 156
calamity 75
calc 484
calcium 45
calculate 175
calculated 213
calculates 295
calculating 57
calculation 245
calculations 78
calculator 39
calculus 23
caldron 20
caleb 120
calendar 343
calendars 32
calf 100
caliber 25
calibration 46
california 22
caliper 22
call 1225
callback 36
called 1989
calleth 25
calling 180
calls 174
calm 73
calves 57
cam 58
came 7710
camel 45
camels 192
camera 339
cameras 49
camest 28
camp 579
campaign 146
campaigns 53
camping 44
camps 75
can 10173
canaan 345
canaanite 70
canaanites 189
canada 34
canadian 28
canal 43
canary 27
canastero 21
cancel 326
canceled 131
cancellation 107
cancelled 68
cancer 83
candidate 67
candidates 43
candle 68
candlestick 40
candy 25
cane 38
canine 20
canister 22
canned 23
cannon 72
cannot 3380
canon 25
canonical 21
canst 47
cantilever 29
canvas 91
cap 189
capabilities 77
capability 73
capable 127
capacitor 27
capacity 313
cape 53
capernaum 47
capital 461
capitalization 20
capitalize 26
capitals 80
capped 137
caps 125
capsule 56
captain 550
captains 493
caption 132
captions 46
captive 234
captives 118
captivity 344
capture 188
captured 80
car 560
caravan 44
caravans 20
carbide 25
carbon 122
carbonate 25
carcase 36
carcases 22
carcass 80
carcasses 25
card 612
cardboard 34
cardiac 41
cardinal 46
cards 233
care 921
cared 27
career 106
careful 191
carefully 118
careless 20
cares 53
cargo 201
caring 32
carmel 92
carmelite 22
carmi 27
carnival 22
carpenter 25
carpenters 27
carpet 77
carriage 192
carriages 143
carried 522
carrier 173
carriers 61
carries 35
carry 502
carrying 162
cars 102
cart 212
cartridge 130
cartridges 24
carts 27
carved 81
carving 26
cascade 53
case 962
caseless 46
cases 199
cash 294
casing 79
cassava 24
cassette 22
cast 1293
casting 113
castle 211
castles 35
casts 33
casual 31
casualty 24
cat 139
cataclysm 44
catacombs 20
catalog 68
catalogue 49
catalyst 25
catalytic 21
catch 234
catcher 21
catches 43
catching 23
categories 141
category 419
cathedral 29
catheter 22
catholic 21
cats 31
cattle 631
caught 231
cause 1884
caused 400
causes 202
causeth 30
causing 231
caution 49
cavalry 22
cave 215
caverns 29
caves 152
cavity 47
cc 54
cd 96
ce 39
cease 246
ceased 96
ceases 24
cedar 203
cedars 80
ceiling 163
celebrate 40
celebrating 24
celebration 21
celestial 25
cell 2200
cellar 57
cells 1307
cellular 44
cellulose 26
cement 79
cemetery 33
censer 30
census 28
cent 42
center 483
centered 65
centering 27
centers 52
central 290
centre 309
centres 109
centrifugal 24
centuries 50
centurion 47
century 155
cephas 26
ceramic 28
ceremonies 21
ceremony 49
cert 27
certain 1227
certainly 304
certainty 36
certificate 650
certificates 161
certification 23
certified 34
cfp 27
chaff 59
chain 445
chains 275
chair 92
chairman 25
chairs 36
chaldaeans 70
chaldea 20
chaldeans 210
chaldees 24
chalk 36
challenge 124
challenges 28
chamber 312
chambered 22
chambers 248
champagne 21
champion 51
championship 24
chance 464
chancellor 23
chances 42
change 2235
changed 882
changelog 21
changers 20
changes 1283
changing 274
channel 521
channels 221
chaos 47
chapter 221
char 149
character 1407
characteristic 68
characteristics 63
characters 1010
charcoal 139
charge 610
charged 188
charger 28
charges 165
charging 86
chariot 177
chariots 310
charity 48
chars 42
charset 28
chart 664
charter 31
charts 216
chase 56
chased 45
chasing 33
chassis 25
chastise 29
chat 133
cheap 65
cheating 22
chebar 27
check 1566
checkbox 109
checked 191
checker 27
checking 212
checkout 38
checkpoint 36
checks 145
checksum 67
cheek 48
cheeked 54
cheeks 30
cheer 52
cheerful 27
cheese 146
chef 20
chelsea 37
chemical 186
chemicals 33
chemistry 70
chemosh 32
cheque 34
cherethites 37
cherry 67
cherub 86
cherubim 125
cherubims 65
chess 36
chest 141
chested 53
chestnut 159
chests 20
chew 25
chi 58
chicken 72
chief 1270
chiefs 242
chieftain 45
child 1337
childbirth 21
childhood 43
childless 26
children 6819
chill 31
chimney 42
chin 33
china 38
chinese 172
chinned 28
chip 132
chips 53
chisel 41
chisq 22
chloride 97
chlorine 23
chocolate 86
choice 314
choices 47
choir 33
choke 21
choose 3155
chooses 21
choosing 112
chop 58
chopping 21
chord 29
chose 109
chosen 488
christ 1767
christened 57
christening 40
christian 46
christmas 135
chroma 59
chrome 32
chronic 23
chronicles 91
chuck 42
chunk 44
church 387
churches 76
chute 23
cigar 22
cigarette 42
cilicia 30
cinema 37
cinnamon 55
cipher 62
circle 297
circles 64
circuit 271
circuits 160
circular 153
circulation 77
circulatory 32
circumcise 30
circumcised 97
circumcision 213
circumstances 101
circus 34
cistern 23
cisticola 42
citadel 71
citation 106
citations 72
cities 1511
citizen 108
citizens 199
citizenship 26
city 3341
civil 154
civilian 73
civilization 62
cjk 23
clad 29
cladding 21
claim 268
claimed 33
claims 96
clamp 99
clamping 55
clamps 42
clan 45
clap 23
clasps 21
class 527
classes 110
classic 84
classical 23
classification 112
classified 26
clause 117
clauses 57
claw 47
claws 43
clay 252
clean 918
cleaned 46
cleaner 52
cleaners 22
cleaning 179
cleanse 110
cleansed 111
cleansing 47
clear 1210
clearance 92
cleared 127
clearing 100
clearly 115
clears 27
clearwater 21
cleavage 21
cleave 66
cleft 31
clefts 21
cleodil 24
clerk 22
clever 28
click 3523
clicked 52
clicking 263
clicks 29
client 226
clients 44
cliff 37
climate 109
climatic 20
climb 70
climbing 85
cling 25
clinic 34
clinical 36
clip 253
clipboard 307
clipping 25
clips 99
cloak 50
clock 188
clocks 37
clockwise 35
clods 20
clone 57
close 966
closed 428
closely 74
closer 69
closes 70
closest 27
closing 281
closure 52
cloth 250
clothe 44
clothed 238
clothes 391
clothing 607
cloths 27
cloud 495
clouds 235
cloudy 40
clown 29
club 108
clubs 52
cluster 105
clusters 37
clutch 64
clutches 22
cm 35
cnc 31
co 169
coach 69
coal 332
coalition 29
coals 78
coarse 30
coast 182
coastal 81
coastlands 25
coasts 66
coat 237
coated 49
coating 114
coats 62
cock 63
cocktail 29
cocoa 33
coconut 22
code 1172
codec 67
codecs 23
coded 20
codes 154
coding 53
coefficient 144
coefficients 26
coffee 175
coffin 52
coil 84
coils 36
coin 82
coincidence 20
coins 46
coke 29
col 24
cold 510
collapse 100
collapsed 33
collar 64
collared 97
collateral 62
colleagues 26
collect 96
collected 47
collecting 48
collection 282
collections 37
collective 104
collector 70
collectors 48
college 42
collision 54
colon 56
colonial 22
colonies 22
colony 88
color 2102
colorcyan 20
colored 58
colorful 21
colormap 39
colors 351
colorwhite 22
colour 279
coloured 119
colours 86
colt 41
column 1483
columnar 20
columns 807
com 103
comb 25
combat 262
combination 220
combinations 45
combine 85
combined 141
combines 36
combining 31
combo 102
combustion 76
come 9671
comedy 23
comes 1314
comest 29
cometh 260
comfort 316
comfortable 107
comfortably 28
comforted 130
comforter 28
comforters 20
comforts 23
comic 29
coming 920
comma 129
command 1961
commandctrl 312
commanded 1160
commander 109
commanders 32
commanding 36
commandment 454
commandments 452
commands 736
commas 47
commend 37
commended 20
comment 332
comments 233
commerce 27
commercial 178
commission 116
commit 287
commitment 53
commits 60
committed 287
committee 153
committees 34
commodities 37
commodity 121
common 802
commonly 90
commune 22
communicate 31
communication 158
communications 56
communion 33
communist 28
community 212
compact 85
companies 192
companion 72
companions 95
company 815
comparative 30
compare 118
compared 107
comparing 35
comparison 166
comparisons 24
compartment 51
compartments 29
compass 109
compassed 61
compassion 124
compatibility 117
compatible 144
compelled 21
compensating 23
compensation 105
competence 27
competition 148
competitive 47
compilation 22
compile 34
compiled 63
complain 36
complaint 71
complaints 36
complement 29
complementary 31
complete 578
completed 230
completely 321
completion 128
complex 357
complexes 21
compliance 54
compliant 25
complicated 30
comply 30
component 464
components 220
compose 57
composed 37
composer 30
composing 20
composite 81
composition 82
compound 141
compounds 28
comprehensive 24
compress 63
compressed 99
compressing 24
compression 210
compressor 41
compromise 39
compulsory 94
computation 28
compute 28
computed 27
computer 543
computers 82
computing 35
comrades 26
con 20
conceal 25
concealed 27
conceive 56
conceived 145
concentrate 24
concentrated 31
concentration 76
concept 104
conception 21
concepts 44
concern 82
concerned 66
concerning 805
concerns 42
concert 83
conclusion 40
concordance 21
concrete 362
concubine 63
concubines 43
condemn 69
condemnation 41
condemned 73
condensation 29
condensed 25
condenser 20
condition 492
conditional 156
conditioning 36
conditions 374
conduct 91
conducting 30
conduction 34
conductivity 21
conductor 46
conduit 34
cone 99
conf 24
conference 123
confess 75
confessed 23
confession 42
confidence 211
confident 51
confidential 20
confidentiality 20
config 100
configuration 463
configure 195
configured 179
confined 23
confirm 213
confirmation 169
confirmed 108
conflict 137
conflicting 47
conflicts 84
conformity 31
confounded 112
confused 44
confusion 92
congo 22
congratulations 45
congregation 673
congress 24
conical 32
conjugate 28
conjunction 22
connect 276
connected 173
connecting 132
connection 1065
connections 152
connectivity 25
connector 219
connectors 60
connects 21
conquer 43
conquered 48
conquest 22
conscience 112
conscious 107
consciousness 39
consecrate 38
consecrated 42
consecration 29
consecutive 56
consent 67
consequences 43
conservation 48
consider 394
considerable 37
consideration 54
considered 200
considering 62
considers 30
consignment 28
consist 29
consistency 35
consistent 42
consisting 70
consists 50
consolation 40
console 200
consolidate 33
consolidated 32
consolidation 64
conspiracy 38
conspired 55
constant 239
constantly 38
constants 49
constituent 22
constitute 27
constitution 34
constitutional 56
constrain 23
constrained 35
constraint 45
constraints 37
construct 45
constructed 46
constructing 21
construction 470
consult 46
consultant 25
consultation 30
consulted 28
consulting 49
consume 181
consumed 295
consumer 90
consumers 34
consumes 22
consuming 32
consumption 103
contact 732
contacts 147
contain 560
contained 146
container 237
containers 95
containing 527
containment 31
contains 1005
contaminated 27
contamination 32
contemporary 24
contempt 47
contend 76
contended 23
content 1017
contention 24
contentious 20
contents 1065
contest 43
context 672
contextual 25
contiguous 27
continent 72
continental 27
contingent 25
continual 102
continually 249
continuation 21
continue 556
continued 148
continues 64
continuing 46
continuous 154
continuously 36
contour 104
contract 352
contraction 20
contracts 64
contractual 40
contrary 112
contrast 121
contribute 41
contribution 91
contributions 47
contributor 27
contributors 20
control 2122
controlled 186
controller 151
controllers 42
controlling 83
controls 402
controversy 57
conure 42
convenience 27
convenient 38
convention 69
conventional 28
convergence 48
conversation 108
conversion 268
conversions 26
convert 523
converted 257
converter 88
converters 20
converting 84
converts 181
conveyor 119
conveyors 59
conviction 23
convince 28
convinced 31
convocation 49
convoy 36
cook 116
cooked 108
cooker 24
cookie 31
cookies 45
cooking 130
cool 104
coolant 27
cooler 34
cooling 144
cooperation 29
cooperative 44
coordinate 87
coordinates 110
coordination 36
cop 27
cope 26
copied 188
copies 128
copper 122
copy 947
copying 130
copyright 87
coral 68
corals 24
cord 135
corded 39
cords 165
core 370
cores 36
corinth 30
cormorant 41
corn 156
cornelius 34
corner 397
corners 156
corporate 91
corporation 33
corps 25
corpse 106
corpses 70
correct 237
corrected 43
correcting 20
correction 146
correctly 76
correlation 56
correspond 56
correspondence 44
corresponding 296
corresponds 115
corridor 27
corrosion 42
corrugated 40
corrupt 180
corrupted 149
corruption 126
cosecant 24
cosine 52
cosmetic 22
cost 532
costly 33
costs 277
costume 23
cotangent 42
cotinga 24
cottage 21
cotton 149
coucal 37
couch 42
cough 71
could 2621
council 259
counsel 405
counselling 39
counsellor 23
counsellors 23
counselor 33
counselors 41
counsels 33
count 665
counted 154
countenance 106
counter 266
counters 31
counting 57
countries 347
country 1420
countrymen 40
countryside 41
counts 91
county 24
couple 127
coupled 53
coupling 142
couplings 27
coupon 36
courage 116
courageous 22
course 628
courses 111
court 690
courts 119
courtyard 24
cousin 34
covariance 27
covenant 850
cover 680
coverage 54
covered 654
covereth 27
covering 309
covers 213
covert 34
covet 26
covetous 22
covetousness 46
cow 84
coward 28
cows 49
cpu 127
cpus 20
cr 25
crab 42
crabs 20
crack 107
cracked 21
cracking 35
cracks 28
craft 208
crafted 36
crafting 77
craftsmen 32
crake 46
crane 132
cranes 45
crank 42
crash 128
crashed 39
crate 33
crater 26
craving 25
crawl 34
crawling 20
crazy 70
cream 168
create 2035
created 896
creates 267
creating 337
creation 181
creative 41
creator 67
creature 143
creatures 183
credentials 45
credit 478
creditor 34
creditors 30
credits 76
creep 63
creeping 107
creeps 40
crelanu 28
crest 33
crested 161
crete 24
crew 105
cricket 22
cried 445
cries 146
crime 238
crimes 62
criminal 188
criminals 49
crimp 29
crimson 53
crisis 100
criteria 214
criterion 128
critical 141
criticism 64
crl 69
crochet 46
crooked 44
crop 192
cropped 22
cropping 35
crops 44
cross 742
crossbow 26
crossed 52
crossing 115
crow 60
crowd 103
crown 341
crowned 186
crowns 38
crucial 25
crucified 85
crucify 34
crude 49
crudely 22
cruel 257
cruelly 21
cruelty 26
cruise 41
cruiser 20
crush 116
crushed 230
crusher 40
crushers 24
crushing 142
crust 31
cry 810
crying 273
crypt 38
crypto 29
crystal 115
crystals 52
css 73
csv 174
ctrl 320
cube 74
cubic 32
cubit 163
cubits 838
cuckoo 139
cucumber 24
cud 33
cue 24
culinary 23
cult 25
cultivated 21
cultivation 25
cultural 95
culture 144
cumbersome 22
cumulative 127
cunning 47
cup 355
cupboard 34
cups 74
cure 78
cured 50
curiosity 23
curious 43
curly 28
currencies 31
currency 462
current 2997
currently 642
curse 514
cursed 314
curses 85
cursing 61
cursor 703
curtain 186
curtains 159
curvature 29
curve 348
curved 74
curves 134
cush 38
cushi 24
cushion 43
custody 95
custom 693
customer 298
customers 191
customization 20
customize 87
customized 45
customs 171
cut 1985
cute 20
cutlery 33
cuts 79
cutter 118
cutters 76
cutting 474
cyan 21
cycle 240
cycles 97
cylinder 148
cylinders 53
cylindrical 32
cymbals 55
cypress 40
cyprus 41
cyrene 20
cyrillic 39
cyrus 83
d 4273
da 23
daemon 37
dagger 31
dagon 46
daily 253
dairy 25
dam 74
damage 704
damaged 149
damages 82
damaging 42
damascus 231
damn 46
damned 26
damp 24
damper 32
dampers 20
damping 27
damsel 61
dan 255
dance 165
dances 38
dancing 89
danger 284
dangerous 211
dangers 48
daniel 307
dare 91
dared 26
darius 93
dark 795
darken 52
darkened 46
darkness 565
dart 31
dash 133
dashboard 30
dashed 50
dashes 43
data 4331
database 1643
databases 115
date 2339
dates 296
datetime 70
dathan 37
daubed 20
daughter 1256
daughters 912
david 3932
dawn 102
day 7530
daylight 44
days 3616
daytime 30
db 142
dbase 49
dbcs 36
dc 41
dcb 25
dd 72
dde 74
de 107
deactivate 45
deactivated 31
dead 1990
deadline 86
deadly 86
deaf 60
deal 434
dealer 37
dealers 31
dealing 54
dealings 26
deals 78
dealt 194
dear 143
dearly 42
death 3442
deaths 39
debate 57
debir 52
debit 67
deborah 36
debris 45
debt 232
debtor 37
debtors 24
debts 71
debug 199
debugger 23
debugging 69
dec 32
decades 23
decay 64
deceased 40
deceit 234
deceitful 64
deceitfully 30
deceive 64
deceived 97
december 28
decent 66
deception 30
decide 111
decided 85
decimal 298
decimals 23
decision 442
decisions 182
deck 98
declaration 100
declarations 33
declare 334
declared 169
declares 23
decline 66
declined 24
declining 23
decode 60
decoder 89
decoding 39
decomposition 35
decompression 23
decorated 27
decoration 42
decorative 59
decrease 172
decreases 33
decree 150
decrypt 37
decryption 34
dedan 42
dedicate 21
dedicated 108
dedication 37
deed 113
deeds 151
deemed 23
deep 664
deeper 78
deepest 24
deeply 79
deer 49
default 2452
defaults 123
defeat 316
defeated 230
defect 75
defective 32
defects 44
defence 147
defend 148
defender 51
defenders 21
defending 47
defense 257
defenses 51
defensive 76
defer 24
deferred 49
deficiency 45
deficit 46
defied 23
defile 112
defiled 195
define 481
defined 713
defines 319
defining 61
definite 24
definitely 32
definition 172
definitions 51
deflection 40
deformation 35
defy 31
degradation 25
degree 233
degrees 249
degreesfreedom 32
dehydrated 20
del 36
delaiah 23
delay 296
delayed 58
delegate 31
delegated 21
delegation 29
delete 1360
deleted 474
deletes 118
deleting 148
deletion 52
delfador 165
delicate 57
delicious 100
delight 296
delighted 44
delights 54
delilah 23
delimiter 87
delimiters 29
deliver 900
deliverance 44
delivered 806
deliverer 28
delivering 30
delivers 44
delivery 292
delta 56
demand 230
demanded 24
demands 52
democracy 56
democratic 36
demolition 69
demon 54
demons 81
demonstrate 20
demonstration 47
demuxer 41
den 64
denied 144
denominator 36
dens 24
dense 30
density 198
dental 111
deny 97
denying 21
deoran 45
depart 352
departed 484
departing 28
department 145
departments 46
departs 27
departure 92
depend 63
dependence 20
dependencies 90
dependency 89
dependent 139
depending 179
depends 117
depletion 20
deploy 22
deployed 28
deposit 185
deposition 39
deposits 48
depot 36
deprecated 99
depreciation 113
depression 34
depth 262
depths 88
deputy 31
der 23
derelict 28
derision 44
derivative 33
derived 51
descend 42
descendant 66
descendants 225
descended 66
descending 93
descent 37
describe 70
described 80
describes 51
description 396
descriptions 56
descriptive 23
descriptor 86
descriptors 25
deselect 33
desert 276
deserted 31
deserts 30
deserve 43
design 657
designated 34
designation 43
designed 285
designer 62
designers 21
designing 33
designs 152
desirable 22
desire 796
desired 344
desires 143
desiring 117
desk 82
desks 20
desktop 119
desolate 391
desolation 149
desolations 27
despair 36
desperate 45
despise 118
despised 167
despises 29
despite 87
destination 300
destitute 22
destroy 935
destroyed 633
destroyer 42
destroyers 20
destroying 98
destroys 38
destruction 991
destructive 41
detach 35
detached 33
detail 147
detailed 120
details 445
detect 98
detected 202
detection 129
detective 63
detector 56
detectors 29
detention 39
determination 96
determine 226
determined 220
determines 245
determining 38
dev 78
develop 37
developed 102
developer 38
developers 43
developing 34
development 407
developments 20
deviation 115
device 1671
devices 420
devil 141
devils 47
devise 54
devised 34
devoted 63
devour 201
devoured 157
devouring 25
devours 21
devout 34
dew 149
dexterity 59
dhcp 25
diagnosis 35
diagnostic 68
diagnostics 28
diagonal 92
diagram 101
diagrams 54
dial 76
dialect 23
dialog 2109
dialogs 138
dialogue 22
diameter 61
diamond 126
diaphragm 57
dibon 37
dice 43
dictionaries 47
dictionary 186
did 4485
didst 121
die 1249
died 781
dies 159
diesel 72
diet 68
dietary 20
dieth 27
diff 23
differ 49
difference 253
differences 74
different 1002
differential 96
differently 40
differs 30
difficult 199
difficulties 39
difficulty 62
diffusion 45
dig 92
digest 52
digged 36
digger 24
digging 30
digikam 115
digit 101
digital 287
digitally 21
digits 124
dignity 31
dike 28
diligence 47
diligent 46
diligently 113
dilithium 34
dim 80
dimension 142
dimensional 68
dimensions 96
dimethyl 23
diminish 27
diminished 46
din 23
dinah 24
dining 33
dink 119
dinner 93
diode 36
dip 80
diploma 23
diplomacy 24
diplomat 36
diplomatic 50
dipped 34
dir 142
direct 395
directed 35
direction 502
directional 36
directions 164
directive 100
directly 365
director 60
directories 155
directors 38
directory 887
dirmngr 22
dirt 84
dirty 91
disability 33
disable 351
disabled 427
disables 48
disabling 73
disallow 20
disappear 22
disappeared 33
disappointed 23
disarmament 23
disassemble 58
disassembled 31
disaster 95
disc 190
discard 105
discarded 42
discern 57
discharge 222
disciple 122
disciples 754
discipline 54
disclose 20
disclosure 29
disconnect 33
disconnected 41
discount 154
discounts 25
discouraged 28
discover 54
discovered 98
discovery 88
discrete 22
discretion 52
discrimination 27
discs 48
discuss 54
discussion 114
discussions 22
disease 558
diseased 36
diseases 126
disgrace 21
disguise 25
disgust 28
disgusting 187
dish 85
dishes 58
dishon 26
dishonest 25
dishonor 42
disk 318
disklabel 28
dislocation 30
dismantle 35
dismantling 46
dismayed 107
dismiss 41
dismissal 26
dismissed 24
disobedience 64
disobedient 44
disorder 103
disorders 43
dispatch 60
disperse 26
dispersed 35
dispersion 44
displacement 64
display 1678
displayed 665
displaying 84
displays 668
displeased 64
disposable 34
disposal 106
dispose 40
disposed 38
disposition 42
dispute 62
disputes 35
disruptor 24
dissolved 34
dist 75
distance 510
distances 35
distant 54
distillation 21
distinct 32
distinction 42
distort 26
distortion 54
distress 164
distressed 52
distresses 23
distribute 72
distributed 69
distribution 568
distributor 30
district 114
districts 26
disturb 35
disturbance 58
disturbed 26
disturbing 26
ditch 35
dive 36
divers 49
diverse 37
diversion 27
diverticulum 21
divide 193
divided 247
dividend 72
divides 33
dividing 44
divination 37
divine 60
diviners 22
diving 53
division 314
divisions 134
divisor 22
divorce 49
divorced 21
dixon 35
dll 43
dm 31
dna 42
dns 56
do 10537
doc 45
dock 75
docked 28
docking 38
docks 22
doctor 116
doctors 29
doctrine 97
document 3392
documentary 23
documentation 150
documents 828
dodge 64
doe 21
doeg 23
doer 119
doers 151
does 2543
doest 42
doeth 95
dog 370
dogs 170
doing 988
doings 200
dollar 37
dollars 22
dolphin 47
domain 169
domains 27
dome 37
domestic 173
domicile 22
dominant 26
dominion 161
donation 35
donations 27
done 3025
donkey 191
donkeys 129
donor 39
doom 34
doomed 54
door 1331
doors 503
doorstep 27
doorway 196
doorways 25
doping 20
dor 38
dormant 20
dos 72
dose 41
dosing 21
dost 56
dot 153
doth 203
dots 57
dotted 39
double 1127
doubled 42
doubles 31
doubt 154
doubting 20
doubts 37
dough 56
dove 236
doves 66
down 6625
downfall 41
download 352
downloaded 87
downloading 53
downward 73
downwards 36
dozen 23
dpi 36
dr 47
draft 122
drag 735
dragged 32
dragging 75
dragon 73
dragons 37
drain 118
drainage 65
drained 54
draining 59
drake 36
drakes 30
drama 28
dramatic 27
drank 74
draught 36
draw 873
drawable 23
drawer 33
drawing 488
drawings 44
drawn 177
draws 135
dread 44
dreadful 26
dream 468
dreamed 57
dreams 146
dress 203
dressed 100
dresses 41
dressing 56
drew 238
dried 159
drift 88
drill 150
drilling 101
drills 35
drink 1493
drinking 235
drinks 149
drip 24
drive 677
driven 240
driver 258
drivers 81
drives 69
driving 350
drizzle 95
drogan 29
droid 96
droids 67
drone 95
drones 22
drongo 24
drop 564
dropdown 37
dropped 119
dropping 77
drops 84
dross 25
drought 41
drove 95
drowned 26
drug 213
drugs 96
drum 121
drums 51
drunk 131
drunkard 24
drunken 94
drunkenness 21
dry 677
drying 70
dst 70
dual 80
duck 159
ducks 39
duct 88
ducts 29
dude 22
due 595
dug 94
duke 48
dukes 20
dull 65
dumb 82
dummy 88
dump 133
dumped 27
dumping 33
dune 45
dung 75
dungeon 69
duplex 22
duplicate 247
duplicated 39
duplicates 36
durability 36
durable 67
duration 198
during 554
dusky 72
dust 699
dutch 42
duties 90
duty 326
dvaered 230
dvb 23
dvd 62
dwarf 142
dwarven 73
dwarves 245
dwarvish 94
dwell 960
dwellers 29
dwelleth 57
dwelling 206
dwellings 59
dwells 107
dwelt 400
dx 34
dye 50
dyed 25
dyeing 24
dying 71
dynamic 117
dynamics 60
e 907
each 1591
eager 33
eagle 190
eagles 33
eap 34
ear 1032
eared 75
earl 22
earlier 118
earliest 51
early 602
earn 40
earned 48
earnest 28
earnestly 52
earnings 57
earrings 26
ears 803
earth 3987
earthen 32
earthly 23
earthquake 75
ease 128
easier 126
easily 201
east 945
easter 62
eastern 202
eastward 120
easy 291
eat 2010
eaten 332
eater 65
eateth 54
eating 186
eats 115
ebal 23
ebed 38
eber 50
eccentric 33
echelon 21
echo 49
ecological 34
ecology 23
economic 218
economics 29
economies 23
economy 249
ecosystem 50
eden 76
edge 825
edged 51
edges 160
edible 81
edit 1621
editable 40
edited 144
editing 375
edition 74
editor 559
editorial 31
editors 20
edits 38
edom 404
edomite 28
edomites 47
edrei 28
education 180
educational 95
eel 37
effect 1038
effected 24
effective 216
effectively 31
effects 378
efficiency 77
efficient 57
effort 87
efforts 67
efi 24
eg 43
egg 137
eggs 111
eglon 43
egypt 2310
egyptian 103
egyptians 362
eh 49
ehud 39
eight 412
eighteen 94
eighteenth 41
eighth 145
eighty 99
either 634
eject 44
ejection 29
ekron 83
el 120
elaenia 23
elah 53
elam 99
elapsed 22
elastic 32
elasticity 26
elbow 29
elder 93
elderly 20
elders 444
eldest 37
eleazar 266
elect 45
elected 20
election 153
elections 41
electoral 32
electric 257
electrical 160
electricity 78
electro 28
electrode 50
electrodes 20
electromagnetic 31
electron 92
electronic 178
electronics 94
elegant 23
element 416
elementary 58
elements 449
elensefar 46
elevated 23
elevation 33
elevator 26
eleven 100
eleventh 73
elf 110
eli 133
eliab 70
eliakim 57
elias 21
eliasaph 21
eliashib 59
eliel 29
eliezer 57
eligible 26
elihu 39
elijah 323
elim 24
eliminate 36
eliminated 38
elimination 27
elioenai 27
eliphaz 48
eliphelet 27
elisha 227
elishama 60
elite 24
elkanah 63
ellipse 39
ellipsis 39
elnathan 25
eloh 58
elon 29
else 475
elsewhere 38
elven 37
elves 467
elvish 111
em 71
email 712
emails 95
embassy 35
embed 39
embedded 108
embedding 32
embrace 33
embroidered 31
embroidery 20
emerald 53
emerge 20
emerged 30
emergency 304
emerging 23
emission 69
emissions 29
emit 28
emotional 33
emotions 20
emp 21
emperor 51
emphasis 40
empire 372
employ 21
employed 46
employee 93
employees 54
employment 157
emptied 39
empty 1173
en 104
enable 729
enabled 594
enables 102
enabling 78
enamel 20
enan 24
encamp 54
encamped 239
encampment 27
enchantments 24
enclose 22
enclosed 82
enclosing 29
encoded 49
encoder 65
encoding 237
encounter 43
encountered 95
encourage 35
encouraged 25
encrypt 60
encrypted 124
encryption 127
encumbrance 29
encyclopedia 21
end 3397
ended 227
endian 26
ending 87
endless 33
endnote 77
endnotes 405
endpoint 57
ends 401
endurance 31
endure 96
endured 28
endures 122
endureth 58
enemies 936
enemy 738
energy 562
enforce 59
enforced 23
enforcement 62
engage 85
engaged 44
engagement 40
engine 402
engineer 99
engineering 179
engineers 85
engines 110
england 62
english 208
engraved 80
engraving 31
engravings 21
enhance 58
enhanced 72
enhancement 20
enhancing 25
enjoy 127
enjoyed 24
enlarge 59
enlarged 39
enlargement 36
enmity 27
enoch 43
enormous 22
enosh 21
enough 1009
enquire 53
enquired 34
ensemble 26
ensign 22
ensure 142
entangled 25
enter 3092
entered 688
entering 211
enterprise 55
enterprises 24
enters 66
entertainment 45
enthusiasm 23
enthusiastic 21
entice 32
entire 306
entirely 61
entitled 40
entity 41
entrails 27
entrance 267
entrances 21
entreat 31
entreated 33
entree 47
entries 502
entropy 21
entry 1153
envelope 163
environment 303
environmental 161
envy 114
enzyme 29
eof 50
ephah 185
ephesus 59
ephod 189
ephraim 649
ephrath 20
ephron 48
epidemic 48
epistle 32
epoch 25
eq 28
equal 442
equally 41
equals 73
equation 135
equations 24
equilibrium 55
equip 36
equipment 341
equipped 83
equity 88
equivalent 152
er 65
era 84
erase 60
erection 20
erm 25
erosion 42
err 115
erred 27
error 3432
errors 306
eruption 37
eryssa 27
es 36
esau 323
esc 47
escape 495
escaped 236
escapes 40
escort 95
eshcol 22
eshtaol 27
especially 128
essence 32
essential 65
establish 249
established 314
establishment 49
estate 185
esteemed 33
esther 198
estimate 56
estimated 40
estimation 83
etc 206
etch 21
etching 32
eternal 323
ethan 25
ether 26
ethernet 25
ethics 46
ethiliel 24
ethiopia 74
ethiopian 37
ethiopians 46
ethnic 40
ethyl 45
ets 99
eu 69
eunuch 27
eunuchs 60
euphonia 27
euphrates 72
eur 38
eurasian 31
euro 60
europe 164
european 358
euros 56
evacuation 22
evade 46
evaluate 49
evaluated 29
evaluates 22
evaluation 94
eve 31
even 5529
evening 553
evenings 23
evenly 37
event 1268
events 560
eventually 80
ever 1500
everlasting 245
evermore 27
every 4692
everybody 39
everyday 47
everyone 784
everything 694
everywhere 81
evidence 216
evident 25
evil 3450
evildoers 26
evils 40
evolution 179
evolutionary 25
ewald 20
ewe 22
ex 66
exact 116
exactly 199
exalt 70
exalted 190
exam 54
examination 117
examinations 23
examine 89
examined 48
example 1200
examples 189
excavation 34
excavator 30
exceed 53
exceeded 93
exceeding 112
exceedingly 145
exceeds 55
excel 121
excellence 27
excellency 50
excellent 254
except 414
exception 105
exceptional 27
exceptions 34
excess 93
excessive 35
exchange 506
exchanged 34
exchanges 20
excision 20
excited 31
excitement 20
exciting 22
exclude 88
excluded 34
excluding 22
exclusion 28
exclusive 124
excuse 99
exec 35
executable 41
execute 293
executed 182
executes 25
executing 76
execution 156
executive 58
exempt 35
exemption 47
exercise 156
exercises 36
exhaust 160
exhausted 72
exhibition 99
exhort 47
exhortation 28
exif 54
exile 27
exist 371
existed 21
existence 111
existing 579
exists 384
exit 428
exited 30
exiting 39
exits 43
exp 22
expand 199
expanded 66
expander 29
expanding 49
expands 21
expanse 27
expansion 133
expect 134
expectation 51
expectations 31
expected 351
expecting 62
expedient 22
expedition 55
expeditions 20
expenditure 57
expense 107
expenses 110
expensive 58
experience 361
experienced 53
experiences 27
experiment 46
experimental 82
experiments 29
expert 253
expertise 24
experts 54
expiration 57
expire 48
expired 139
expires 44
expiry 28
explain 97
explained 23
explains 31
explanation 92
explicit 43
explicitly 40
explode 25
exploitation 21
exploratory 24
explore 85
explorer 52
explosion 83
explosive 100
explosives 35
exponent 34
exponential 74
export 935
exported 141
exporter 27
exporting 109
exports 74
exposed 88
exposure 174
expr 32
express 65
expressed 102
expression 808
expressions 191
ext 70
extend 111
extended 279
extending 30
extends 36
extension 484
extensions 172
extensive 63
extent 102
extents 27
exterior 23
external 358
externally 27
extinct 23
extortion 23
extra 395
extract 144
extracted 36
extracting 38
extraction 103
extractor 46
extravagant 24
extreme 89
extremely 119
extrusion 47
eye 878
eyed 109
eyelid 28
eyelids 29
eyes 2486
ezer 48
ezra 93
f 974
fabric 137
face 2244
faced 166
faces 349
facial 62
facilities 142
facility 185
facing 133
fact 207
faction 98
factions 33
factor 467
factories 35
factors 112
factory 222
facts 76
faculty 26
fade 84
fades 27
fading 32
fail 309
failed 2414
failing 45
fails 96
failure 287
failures 39
faint 134
fainted 21
fair 388
fairly 68
fairy 35
faith 1462
faithful 225
faithfully 29
faithfulness 75
fake 62
falcon 44
fall 1052
fallback 40
fallen 300
falleth 28
falling 307
fallow 23
falls 139
false 1094
falsehood 60
falsely 104
fame 73
familiar 95
families 869
family 1569
famine 296
famous 76
fan 154
fancy 102
fans 43
fantail 39
fantastic 20
faq 29
far 1355
fare 61
farewell 50
farm 223
farmer 95
farmers 65
farming 79
farms 71
farther 39
farthest 34
fascine 20
fashion 138
fashioned 39
fast 557
fasted 41
fasten 32
fastened 56
fastening 43
faster 125
fasting 54
fastness 28
fat 662
fatal 89
fate 213
father 4230
fatherless 121
fathers 2028
fatigue 53
fatlings 20
fatness 41
fatty 26
fault 231
faults 47
faulty 44
favor 207
favored 46
favorite 42
favour 138
favourable 27
favourite 65
fax 115
fd 46
fear 2084
feared 226
feareth 20
fearful 36
fearing 77
fears 74
feast 570
feasting 61
feasts 134
feat 20
feather 57
feathered 21
feathers 49
feature 269
features 239
fed 160
federal 187
federation 35
fee 191
feeble 201
feed 535
feedback 83
feeder 60
feeding 127
feeds 54
feel 584
feeling 215
feelings 61
feels 65
fees 113
feet 1138
felix 36
fell 661
felling 23
fellow 199
fellows 53
fellowship 44
felt 143
female 396
fence 101
fenced 49
fences 26
fencing 44
fermentation 22
fern 106
ferns 28
ferries 23
ferry 55
fertile 62
fertilizer 31
fervent 20
festival 49
festus 51
fetch 113
fetched 50
fetching 23
fetters 28
fever 101
few 742
fewer 48
ffmpeg 58
fi 59
fiber 47
fibre 93
fibres 32
fibrous 29
fiction 33
fidelity 28
field 3585
fields 1262
fierce 165
fierceness 34
fiery 74
fifteen 94
fifteenth 68
fifth 254
fifties 29
fifty 608
fig 152
fight 943
fighter 105
fighters 77
fighting 429
fights 38
figs 90
figure 179
figured 21
figures 123
filament 25
file 7490
filename 360
filenames 48
filenaming 25
files 1642
filesystem 288
filesystems 41
filing 55
fill 583
filled 671
filler 42
fillet 28
fillets 23
filling 164
fills 62
film 433
films 70
filter 1347
filtered 70
filtering 85
filters 360
filth 24
filthiness 42
filthy 67
filtration 35
fin 95
final 345
finally 238
finance 59
financial 237
financing 58
finch 192
find 2075
finder 20
findeth 25
finding 136
findings 30
finds 151
fine 655
finest 38
finger 268
fingerprint 92
fingerprints 25
fingers 118
finish 293
finished 361
finishing 71
fins 28
fir 125
fire 3033
firearm 58
firearms 64
fired 94
fireplace 20
firepower 32
fires 70
firing 151
firm 104
firmament 25
firmly 26
firmware 57
first 4043
firstborn 341
firstfruits 49
firstling 26
fiscal 45
fish 571
fisher 30
fishermen 23
fishes 74
fishing 160
fission 25
fist 60
fists 21
fistula 33
fit 413
fitness 41
fits 57
fitted 38
fitting 133
fittings 35
five 1484
fix 194
fixation 28
fixed 629
fixes 26
fixing 79
fixture 24
flag 401
flags 218
flakes 24
flame 251
flames 84
flaming 77
flammable 36
flange 82
flank 36
flap 69
flaps 29
flare 58
flash 125
flashes 26
flashing 26
flask 38
flat 387
flats 25
flattering 22
flavour 26
flax 52
fled 393
flee 362
fleece 42
fleeing 33
flees 22
fleet 90
flesh 1592
fleshly 20
flexible 63
flf 139
flies 103
flight 601
flights 51
flint 30
flip 118
float 59
floating 221
flock 471
flocks 316
flood 268
flooded 22
flooding 36
floods 56
floor 555
floors 34
flora 24
flour 201
flourish 46
flow 474
flowed 21
flower 216
flowering 33
flowerpecker 44
flowers 155
flowing 192
flown 20
flows 62
flu 20
fluctuation 20
fluctuations 25
flue 52
fluent 64
fluid 94
fluorescence 21
fluorescent 24
flurries 35
flush 68
flute 53
flux 37
fly 272
flycatcher 284
flying 163
foam 60
focal 55
focus 288
focused 44
focusing 28
fodder 29
foe 22
foes 58
fog 201
foil 43
fold 138
folded 60
folder 876
foldername 21
folders 212
folding 146
folds 47
foliage 37
folk 54
folks 21
follow 697
followed 386
followers 40
following 1392
follows 188
folly 122
fond 28
font 780
fonts 180
fontwork 77
food 2295
foods 50
fool 298
foolish 476
foolishly 42
foolishness 63
fools 150
foot 536
football 83
footed 69
footer 266
footers 42
footing 20
footmen 43
footnote 126
footnotes 77
footsteps 40
footstool 43
for 58774
forasmuch 48
forbear 51
forbid 84
forbidden 57
force 836
forced 274
forceps 34
forces 404
forcing 55
ford 44
fore 23
forecast 173
forefront 25
foreground 151
forehead 50
foreign 380
foreigner 47
foreigners 43
forensic 41
foreskin 23
forest 514
forests 99
forever 855
forevermore 45
forgave 28
forge 48
forged 39
forget 326
forging 49
forgive 173
forgiven 123
forgiveness 146
forgot 65
forgotten 179
fork 121
forks 31
form 1574
formal 86
format 2769
formation 164
formats 332
formatted 156
formatting 535
formdocument 21
formed 173
former 222
formerly 24
forming 90
forms 325
formula 731
formulas 235
formwork 31
fornication 41
forsake 154
forsaken 214
forsook 52
fort 45
forth 2527
fortification 20
fortified 118
fortify 33
fortress 157
fortresses 29
fortunately 22
fortune 56
forty 540
forum 26
forward 704
forwarded 20
forwarding 37
foster 28
fought 233
foul 118
found 2637
foundation 255
foundations 97
founded 85
fountain 141
fountains 35
four 1536
fourier 33
fours 30
fourscore 65
foursquare 21
fourteen 99
fourteenth 97
fourth 347
fowl 90
fowls 102
fox 59
foxes 39
fps 23
fractal 37
fraction 118
fractional 37
fractions 20
fracture 108
fractures 37
fragile 22
fragment 25
fragments 27
fragrance 28
frame 852
framed 22
frames 352
framework 87
france 54
francolin 36
frankincense 59
fraud 75
free 1523
freeciv 45
freed 45
freedom 144
freeform 21
freely 130
freewill 56
freeze 74
freezing 179
freight 86
french 132
frequencies 42
frequency 341
frequent 39
frequently 78
fresh 164
freshly 25
fret 31
friction 96
friday 56
fried 35
friend 496
friendly 127
friends 487
friendship 46
frightened 29
fringe 23
fro 62
frog 24
frogs 62
from 25202
front 741
frontal 29
fronted 110
frontier 87
frost 71
froward 21
frozen 96
fruit 1105
fruitful 103
fruits 226
fry 26
frying 25
fs 76
fsck 49
fstab 20
ftp 57
fu 51
fuck 39
fuel 393
fulfil 33
fulfill 59
fulfilled 214
full 2440
fulldate 47
fullness 58
fullscreen 68
fully 289
fulness 26
fun 116
function 1823
functional 81
functionality 54
functions 582
fund 114
fundamental 44
funding 64
funds 122
funeral 61
fungal 61
fungi 31
fungus 56
funnel 39
funny 75
fur 159
furnace 191
furnaces 37
furnish 24
furnished 23
furniture 145
furrow 20
furrows 21
further 434
furthermore 50
fury 165
fuse 90
fusion 42
future 347
fuzzy 58
fv 22
g 531
gaal 31
gad 265
gadites 55
gain 379
gained 90
gains 88
galactic 37
galatia 23
galaxy 85
galilee 221
gall 75
galleries 32
gallery 158
gallows 33
gamaliel 25
gambling 27
game 1064
gameplay 38
games 143
gaming 28
gamma 113
gang 59
gantry 21
gap 123
gaps 26
garage 37
garard 24
garbage 53
garden 444
gardener 20
gardening 30
gardens 134
garlic 30
garment 257
garments 297
garrison 69
garrisons 23
gas 604
gases 29
gasoline 35
gastric 20
gat 21
gate 1076
gatekeepers 32
gates 475
gateway 28
gath 143
gather 522
gathered 723
gathering 84
gathers 45
gauge 181
gauges 68
gaussian 29
gave 3453
gavest 34
gawk 30
gaza 81
gaze 32
gazelle 35
gb 26
gear 293
geared 26
gears 29
geba 65
geber 26
gedaliah 118
gedcom 38
gedor 24
gehazi 45
gel 34
gem 24
gender 117
gene 84
genealogy 70
general 660
generally 76
generals 20
generate 253
generated 223
generates 40
generating 73
generation 543
generations 507
generator 137
generators 53
generic 74
generous 28
genetic 70
genital 23
genius 20
gentiles 424
gentle 79
gentleness 20
gently 35
genus 34
geography 24
geolocation 22
geometric 20
geometry 61
gera 33
gerahs 20
gerar 38
germ 31
german 312
germany 69
gershom 44
gershon 58
gershonites 37
geshur 27
geshurites 22
gesture 36
get 3987
gets 300
gettext 20
getting 498
gezer 53
ghost 161
ghosts 26
giant 195
giants 33
gibbethon 21
gibeah 168
gibeon 132
gibeonites 21
gid 77
gideon 153
gif 45
gift 394
gifted 26
gifts 153
gihon 23
gilboa 29
gilead 454
gileadite 32
gilgal 148
gimp 184
gird 74
girded 86
girder 42
girdle 41
girl 165
girls 61
git 29
gittite 30
give 7502
given 4027
giver 28
gives 907
giveth 125
giving 608
gl 23
glacial 37
glacier 30
glad 593
gladly 50
gladness 123
glance 40
gland 54
glands 25
glare 23
glass 492
glasses 84
glaze 45
glazing 23
gleaner 30
glittering 22
glob 20
global 219
globally 28
globe 21
glorified 127
glorify 76
glorious 136
glory 1583
glossary 45
glossy 42
glove 22
gloves 86
glow 58
glowing 45
glue 46
gluepoint 106
gnome 41
gnu 153
gnucash 183
gnumeric 45
go 9179
goal 144
goals 39
goat 199
goats 316
goblin 53
goblins 28
goby 28
god 15640
goddard 30
goddess 43
godliness 41
godly 45
gods 1027
goes 816
goest 46
goeth 127
gog 45
goggles 25
going 1475
goings 62
gold 2287
golden 360
golf 31
goliath 29
gomorrah 85
gone 1421
gonna 58
goo 32
good 4666
goodbye 39
goodly 61
goodness 140
goods 652
google 59
goose 69
goshawk 23
goshen 55
gospel 247
gossip 31
got 1434
goto 34
gotta 30
gotten 102
governed 21
government 363
governments 33
governor 218
governors 62
gpg 43
gpl 27
gps 21
gpt 30
gr 38
grab 99
grabbed 20
grace 684
gracious 89
grade 126
grader 20
gradient 277
gradients 35
graduate 24
graduation 26
graft 23
grain 790
grains 20
grammar 45
gramplet 96
gramps 266
grand 75
granite 86
grant 166
granted 111
granting 28
grants 21
grape 75
grapes 188
grapevine 22
graph 79
graphic 299
graphical 51
graphics 277
graphs 24
grasp 24
grass 505
grasses 50
grasshopper 36
grasshoppers 21
grassland 23
grate 55
grateful 34
grating 28
grave 241
gravel 67
graven 98
graves 64
gravitational 20
gravity 76
gray 193
grayscale 42
grazing 21
grease 53
great 4796
greater 702
greatest 122
greatly 366
greatness 99
greece 25
greedy 31
greek 111
greeks 74
green 810
greenbul 38
greet 121
greeted 32
greeting 34
greetings 69
greets 26
grenade 80
grenades 29
grew 161
grey 352
grid 354
grids 42
grief 292
grieve 20
grieved 112
grievous 86
grim 22
grin 24
grind 47
grinder 27
grinders 23
grinding 110
grip 106
gripper 28
gripping 20
groan 30
groaning 34
grog 45
groove 78
grooved 26
grooves 20
grosbeak 30
gross 116
ground 1205
grounded 22
grounds 55
groundwater 60
group 1426
grouped 77
grouping 77
groups 395
grout 25
grouting 24
grove 35
groves 33
grow 315
growing 132
grown 192
grows 92
growth 267
grub 64
grudge 20
gryphon 45
gryphons 31
gtk 68
guan 23
guarantee 115
guaranteed 27
guard 587
guarded 27
guardian 36
guarding 30
guards 144
guess 198
guest 104
guests 103
gui 44
guid 23
guidance 55
guide 451
guided 126
guidelines 24
guides 127
guiding 98
guild 38
guile 28
guilt 54
guiltless 32
guilty 115
guinea 37
guitar 35
gulf 43
gull 65
gun 344
gunpowder 21
guns 126
gut 21
gutted 22
gutter 29
guy 99
guys 34
gweddry 24
gym 22
gymnastics 34
gyrus 32
h 256
ha 136
habit 40
habitat 41
habitation 166
habitations 45
habits 21
hack 81
hacking 42
had 9665
hadad 124
hadadezer 53
hadarezer 27
hadst 21
hagar 52
haggai 39
hah 20
hail 189
hair 671
haircloth 34
haired 24
hairs 62
hairy 36
haldric 119
half 1023
halfway 29
hall 115
hallow 28
hallowed 45
halls 45
halt 51
ham 99
haman 179
hamath 135
hamel 42
hammer 204
hammered 48
hammers 69
hamor 45
hanan 56
hanani 42
hananiah 103
hand 5509
handed 127
handful 91
handle 405
handled 52
handler 61
handles 108
handling 193
handmaid 143
handmaids 25
hands 2357
handshake 36
handsome 26
handwriting 30
handy 33
hang 125
hanged 79
hanging 197
hangings 69
hangs 20
hangul 38
hanja 31
hannah 46
hanoch 22
hanun 43
happen 344
happened 666
happening 47
happens 116
happily 23
happiness 46
happy 359
haran 77
harbour 41
hard 941
harden 48
hardened 128
hardening 35
harder 57
hardly 88
hardness 71
hardware 149
hare 34
harim 23
harja 23
harlot 107
harlotries 27
harlotry 32
harm 166
harmful 34
harmless 31
harmonic 29
harness 31
harp 118
harps 55
harsh 41
hart 22
harvest 239
harvested 25
harvesting 41
harvests 21
has 14114
hash 148
hashabiah 52
hast 1023
haste 185
hasted 24
hasten 24
hastened 31
hastily 26
hasty 38
hat 101
hatch 51
hatching 32
hate 417
hated 225
hater 75
haters 224
hates 74
hateth 31
hath 2188
hating 27
hatred 63
haughty 42
haul 44
hauling 20
haunt 23
have 27827
haven 30
havilah 26
having 1088
haw 25
hawk 149
hawkmoth 22
hay 63
hazael 85
hazar 30
hazard 71
hazardous 33
haze 36
hazeroth 20
hazor 70
he 40382
head 2304
headache 26
headed 350
header 803
headers 211
heading 322
headings 120
headlights 21
headquarters 94
heads 682
heal 198
healed 226
healers 21
healing 127
heals 30
health 470
healthy 61
heap 149
heaps 74
hear 1628
heard 1792
heareth 50
hearing 566
hearken 278
hearkened 139
hears 107
heart 3418
hearted 102
hearth 60
hearts 631
heat 586
heated 46
heater 49
heaters 20
heathen 155
heating 201
heave 101
heaven 1738
heavenly 70
heavens 508
heavier 27
heavily 103
heaviness 24
heavy 776
heber 40
hebrew 112
hebrews 78
hebron 259
hebronites 20
heck 20
hedge 83
hedging 22
heed 193
heel 49
heels 41
heh 24
heif 28
heifer 52
height 787
heights 43
heir 106
heirs 49
held 309
helicopter 45
hell 194
hello 180
helm 24
helmet 126
helmets 40
help 2408
helped 181
helper 96
helpers 41
helpful 38
helping 81
helps 116
hem 26
heman 66
hemp 45
hen 34
hence 78
henceforth 52
hepher 32
her 7958
herb 71
herbs 65
herd 116
herds 143
here 3465
hereafter 27
hereby 33
hereditary 21
heritage 589
hermit 43
hermon 57
hernia 25
hero 90
herod 115
heroes 44
heron 53
hers 22
herself 172
heshbon 144
hesitate 33
heth 51
hew 33
hewed 32
hewn 57
hex 112
hexadecimal 73
hexagon 24
hexes 20
hey 217
hezekiah 448
hezron 62
hh 41
hi 103
hid 308
hidden 480
hide 691
hidel 20
hides 120
hiding 89
hierarchical 22
hierarchy 74
high 2796
higher 352
highest 155
highlight 84
highlighted 52
highlighting 67
highlights 25
highly 205
highway 84
highways 45
hiking 25
hilkiah 114
hill 499
hills 320
him 23700
himalayan 21
himself 2108
hin 87
hinder 43
hinge 37
hinged 40
hinnom 50
hint 91
hints 25
hip 62
hiram 81
hire 120
hired 131
hireling 24
his 32707
hiss 45
hissing 33
histogram 49
historical 77
history 473
hit 326
hither 63
hitherto 29
hitpoints 51
hits 81
hitting 36
hittite 117
hittites 72
hivite 44
hivites 50
hmm 75
hmmm 20
ho 38
hobby 21
hog 21
hoist 45
hoisting 20
hold 1184
holder 129
holders 71
holding 239
holds 113
hole 411
holes 193
holiday 147
holidays 70
holiness 95
hollow 158
holster 21
holy 2976
home 1075
homeland 29
homepage 23
homer 41
homes 62
homework 20
homing 20
honest 54
honey 316
honeycomb 45
honeyeater 125
honor 348
honorable 77
honorary 30
honored 39
honour 478
honourable 35
honoured 67
honouring 22
hood 58
hooded 60
hoods 23
hoof 49
hoofs 24
hook 176
hooks 144
hop 36
hope 926
hoped 58
hopefully 23
hopes 36
hoping 62
hopper 30
hor 49
horde 53
hordes 42
horeb 65
horizon 61
horizontal 402
horizontally 93
hormah 28
hormone 24
horn 280
hornbill 48
horned 37
horns 295
horon 33
horrible 67
horribly 20
horror 49
horse 365
horseback 35
horseman 21
horsemen 225
horses 470
hose 70
hoses 28
hoshea 36
hospital 150
hospitality 24
hospitals 27
host 723
hostile 87
hostility 26
hosting 28
hostname 82
hosts 913
hot 395
hotel 113
hotkey 51
hotspot 59
hour 523
hours 259
house 7875
household 246
households 26
houses 920
housetop 20
housetops 26
housing 135
hover 24
how 3612
howbeit 62
however 521
howl 47
hp 81
html 551
http 182
https 101
hub 78
hue 66
huge 135
huh 44
hull 33
hum 24
human 541
humanity 29
humans 300
humble 133
humbled 72
humility 29
hummingbird 83
humour 35
hump 30
hundred 2152
hundreds 132
hung 35
hunger 101
hungry 195
hunt 126
hunter 97
hunters 46
hunting 221
hur 62
huram 45
hurried 48
hurry 127
hurt 223
hurts 31
husband 504
husbands 79
hushai 48
hut 93
huts 30
hybrid 51
hydraulic 68
hydro 22
hydrogen 89
hygiene 42
hyperbolic 105
hyperlink 203
hyperlinks 60
hyphen 45
hyphenate 27
hyphenation 100
hyphens 37
hypocrisy 22
hypocrite 24
hypocrites 58
hypothesis 35
hyssop 37
hz 61
i 43639
ibis 27
icc 38
ice 401
icon 966
iconium 21
icons 198
id 896
iddo 46
ide 58
idea 322
ideal 66
ideas 99
identical 100
identification 129
identified 47
identifier 164
identifiers 20
identifies 26
identify 103
identifying 23
identity 99
idiot 22
idle 99
idol 80
idols 290
ids 96
ieee 21
if 14434
ifs 20
ignition 81
ignorance 50
ignorant 46
ignore 287
ignored 277
ignores 28
ignoring 137
ii 123
iii 70
ilford 23
iliah 35
ill 276
illegal 162
illness 62
illumination 37
illustration 27
im 23
image 2736
imagemap 28
images 953
imaginary 41
imagination 65
imagine 69
imaging 26
imap 28
immediate 118
immediately 387
immer 33
immigration 38
immorality 21
immune 74
immunity 40
impact 189
impaired 29
impedance 23
imperial 125
implement 47
implementation 54
implemented 71
implicit 40
implies 39
import 686
importance 62
important 265
imported 190
importer 30
importing 114
imports 37
impose 34
imposed 24
impossible 123
impress 218
impressed 35
impression 50
impressive 44
imprisonment 24
improper 29
improve 132
improved 85
improvement 119
improvements 63
improves 43
improving 31
improvised 37
impulse 54
impurity 37
imputed 24
in 82538
inactive 83
inappropriate 20
inc 40
incendiary 27
incense 344
inch 58
incidence 20
incident 106
incision 26
inclination 20
incline 46
inclined 67
include 653
included 165
includes 165
including 293
inclusion 28
inclusive 42
income 298
incoming 64
incompatible 86
incomplete 82
inconsistent 28
incorrect 117
increase 690
increased 356
increases 195
increasing 133
incredibly 35
increment 69
incremental 21
incur 29
incurable 20
indeed 389
indent 122
indentation 27
indents 55
independence 91
independent 187
index 931
indexed 42
indexes 99
india 40
indian 104
indicate 79
indicated 97
indicates 133
indicating 78
indication 47
indicator 159
indicators 67
indices 20
indigenous 21
indignation 116
indirect 58
individual 346
individually 58
individuals 61
indo 20
indoor 43
induced 53
induction 30
indulge 24
industrial 182
industries 21
industry 257
inert 20
infant 39
infantry 32
infants 25
infected 22
infection 172
infections 23
infectious 33
inference 33
inferior 48
infested 22
infinite 31
infirmities 21
inflammation 66
inflation 43
influence 69
influenza 22
info 435
inform 65
informal 21
information 1804
informed 53
infrared 47
infrastructure 62
infusion 30
ingredients 27
inguinal 28
inhabit 33
inhabitant 101
inhabitants 631
inhabited 140
inhalation 21
inherit 200
inheritance 696
inherited 46
iniquities 143
iniquity 757
init 29
initial 328
initialization 38
initialize 117
initialized 31
initializing 40
initially 39
initials 20
initiate 37
initiation 23
initiative 31
inject 20
injection 111
injured 48
injuries 37
injury 86
ink 99
inland 25
inlet 60
inline 52
inmost 36
inn 25
inner 328
innocence 24
innocent 140
inns 20
innumerable 25
inode 177
inodes 38
input 1199
inputs 20
inputstr 26
inquire 110
inquired 66
inquiry 36
ins 67
insane 29
insect 54
insects 53
insecure 27
insert 1463
inserted 371
inserting 142
insertion 38
inserts 483
inside 651
insolvency 20
inspect 32
inspection 152
inspections 21
inspector 37
install 279
installation 287
installations 31
installed 451
installer 28
installing 71
instance 230
instances 32
instant 67
instead 735
instinct 22
institute 52
institution 60
institutions 29
instruct 45
instructed 71
instruction 226
instructions 210
instructor 20
instrument 218
instruments 321
insufficient 81
insulated 25
insulating 38
insulation 62
insult 30
insurance 321
insurances 20
insured 33
int 24
intake 34
integer 350
integers 27
integral 102
integrated 72
integration 63
integrity 119
intel 23
intellectual 54
intelligence 129
intelligent 32
intend 38
intended 140
intending 20
intense 25
intensity 78
intensive 35
intent 75
intention 31
intentions 22
inter 33
interaction 35
interactive 69
intercept 56
intercession 29
interchange 29
interest 691
interested 109
interesting 85
interests 78
interface 483
interfaces 39
interference 72
interim 47
interior 68
interlock 21
interlocking 32
intermediate 133
internal 450
internally 48
international 216
internet 256
interoperability 25
interpolation 43
interpret 57
interpretation 178
interpreted 92
interpreter 55
interpreting 25
interrupt 43
interrupted 42
intersect 25
intersection 28
interval 227
intervals 49
intervention 41
interview 41
intestinal 33
into 10631
intra 56
intrinsic 56
introduce 51
introduced 36
introduction 39
introductory 26
intruders 32
inv 33
invaded 27
invaders 24
invalid 1988
invasion 31
invention 30
inventory 111
inverse 129
inversion 23
invert 46
inverted 36
invest 22
investigate 28
investigation 103
investigations 30
investigators 21
investment 236
investments 34
invisible 77
invitation 100
invite 44
invited 86
invoice 374
invoices 73
invoke 40
invoked 29
involved 101
involves 20
involving 34
inward 68
inwards 43
io 27
ioctl 43
ion 62
ip 121
ipc 41
iptc 49
ipv 79
iris 23
irish 24
iron 760
irons 22
ironwood 20
irradiated 47
irradiation 31
irregular 27
irrigation 41
is 55691
isaac 463
isaiah 167
iscariot 33
ish 45
ishi 22
ishmael 170
ishmaelites 20
islamic 22
island 414
islands 171
isle 80
isles 55
iso 181
isolated 29
isolation 27
isotope 22
israel 9522
israelite 25
israelites 60
issachar 155
issue 429
issued 90
issuer 44
issues 105
issuing 32
it 36215
italian 52
italic 117
italy 57
item 1267
items 944
iteration 35
iterations 22
iterative 26
ithamar 75
its 4586
itself 476
ittai 29
iv 58
ivory 61
izhar 28
j 125
jabbok 26
jabesh 71
jabin 23
jachin 26
jack 101
jackals 47
jacket 100
jacketed 21
jackets 23
jacob 1334
jael 23
jahath 23
jahaz 25
jahaziel 20
jair 44
jam 46
james 113
jamin 20
january 54
japan 24
japanese 122
japheth 30
jar 65
jared 22
jarmuth 23
jars 24
jason 20
java 123
javan 27
javascript 52
javelin 30
jaw 64
jaws 36
jay 47
jazer 47
jazz 28
jdbc 56
jealous 67
jealousy 119
jearim 48
jebusite 72
jebusites 78
jeconiah 27
jedaiah 38
jediael 21
jeduthun 63
jehiel 52
jehoahaz 74
jehoash 61
jehohanan 24
jehoiachin 37
jehoiada 191
jehoiakim 124
jehoram 76
jehoshaphat 306
jehozadak 23
jehu 217
jeiel 43
jelly 23
jephthah 111
jephunneh 59
jerahmeel 26
jeremiah 528
jeremoth 24
jericho 226
jerimoth 25
jeroboam 355
jeroham 34
jerubbaal 53
jerusalem 2935
jeshaiah 25
jeshua 101
jesse 171
jessene 21
jesus 3121
jet 96
jether 29
jethro 38
jeush 34
jevyan 26
jew 126
jewel 38
jewellery 21
jewels 118
jewish 23
jews 952
jezebel 80
jezreel 134
jezreelite 32
jib 28
joab 499
joah 39
joanne 20
joash 171
job 763
jobab 28
jobs 87
joel 71
johanan 88
john 392
join 364
joined 278
joining 69
joins 23
joint 424
joints 105
joke 51
jonadab 47
jonah 38
jonathan 446
joppa 48
joram 104
jordan 759
joseph 824
joshua 795
josiah 196
jotham 77
journal 142
journey 393
journeyed 134
journeying 32
journeys 47
joy 866
joyful 74
joystick 39
jozabad 37
jpeg 103
jre 47
json 85
ju 58
jubile 22
jubilee 64
judaea 82
judah 3017
judas 115
judea 82
judge 806
judged 284
judgement 76
judges 268
judging 142
judgment 628
judgments 261
judicial 50
juice 73
jump 371
jumped 37
jumping 73
jumps 76
junction 44
jundlina 45
june 28
jungle 77
junior 37
juniper 34
junk 116
jupyterlab 22
jurisdiction 54
jury 32
just 1864
justice 350
justification 33
justified 158
justify 60
juvenile 28
k 155
kadesh 87
kadmiel 26
kai 47
kal 39
kaleh 87
kalenz 120
kareah 49
kartha 36
kb 23
kde 23
kdenlive 20
kedar 46
kedesh 43
keen 33
keep 3349
keeper 166
keepers 179
keepeth 43
keeping 307
keeps 317
keilah 67
ken 20
kenaz 35
kenite 23
kenites 30
kept 1188
kernel 206
kerning 20
kestrel 24
kettle 30
kevin 20
kevlar 38
key 2354
keyboard 269
keycode 21
keypad 38
keyring 37
keys 559
keyserver 31
keyslot 46
keyword 110
keywords 41
kib 21
kick 124
kicked 25
kid 95
kidney 42
kidneys 69
kidron 43
kids 42
kill 916
killed 569
killer 39
killeth 22
killing 135
kills 77
kiln 114
kilns 20
kin 62
kind 501
kindle 47
kindled 187
kindly 60
kindness 143
kindred 49
kinds 114
kine 24
king 8702
kingdom 1333
kingdoms 230
kingfisher 90
kings 1185
kinsmen 24
kir 32
kiriath 83
kiriathaim 25
kish 77
kishon 23
kiss 131
kissed 60
kisses 23
kit 102
kitchen 120
kite 45
kits 25
kitten 21
kittim 22
knalga 76
knee 86
knees 149
knew 485
knife 214
knight 43
knights 29
knit 44
knitting 42
knives 82
knob 37
knobs 23
knock 104
knocked 28
knocking 23
knot 34
know 3581
knowest 86
knoweth 100
knowing 174
knowledge 1699
known 994
knows 321
knuckle 21
kohath 104
kohathites 57
konrad 107
korah 130
korean 44
krawg 22
krellis 30
kung 21
l 335
la 38
lab 78
laban 180
label 640
labeled 44
labelling 24
labels 272
labor 233
laboratory 144
labored 37
laborers 25
labors 35
labour 251
laboured 20
labs 23
labyrinth 22
lace 78
lachish 79
lack 256
lacked 26
lacking 59
lacks 59
lacquer 30
lad 77
ladder 86
laden 33
ladies 47
lading 43
lady 153
lag 32
lagging 27
laid 778
lain 34
laish 26
lake 242
lakes 28
lamb 277
lambs 315
lame 100
lamech 40
lament 59
lamentation 76
lamented 34
lamp 240
lamps 177
lampstand 71
lan 23
lance 35
lancelot 37
land 7830
landar 49
landed 51
landfill 32
landing 141
landmark 20
lands 512
landscape 150
lane 61
lanes 23
language 1189
languages 323
lap 78
lapse 25
larch 23
large 914
largely 24
larger 144
largest 87
lark 97
laser 165
last 1874
lasted 22
lasting 32
lasts 24
latch 34
late 282
lately 27
latency 26
later 494
lateral 77
latest 101
latex 23
lathe 59
lathes 20
latin 79
latitude 33
latter 155
lattice 75
laugh 86
laughed 54
laughing 136
laughs 22
laughter 64
launch 138
launched 54
launcher 72
launching 55
laundry 43
lava 63
laver 31
law 2612
lawful 95
lawn 40
laws 248
lawyer 55
lawyers 30
lay 809
layer 710
layers 205
laying 86
layout 404
layouts 32
lays 38
lazarus 55
lazy 32
ld 146
ldap 148
lds 22
le 20
lead 586
leader 320
leaders 178
leadership 75
leading 222
leads 102
leaf 230
league 70
leah 98
leak 36
leakage 28
lean 79
leaned 22
leaning 26
leap 96
leaped 23
lear 20
learn 331
learned 128
learning 223
lease 40
least 729
leather 255
leave 1009
leaved 50
leaven 69
leavened 57
leaves 182
leaving 165
lebanon 276
lecture 57
led 339
ledge 23
ledger 41
left 2865
leg 191
legacy 102
legal 368
legally 31
legend 114
legendary 27
legends 30
legged 51
legislation 60
legislative 30
legs 181
lehem 75
leisure 36
lemon 50
len 28
lend 81
lending 31
length 960
lengths 22
lens 148
lenses 51
lent 30
leopard 42
leper 74
lepers 26
leprosy 111
less 597
lesser 137
lesson 73
lessons 38
lest 598
let 7728
lethal 23
lets 142
letter 758
letters 392
letting 65
lettuce 22
level 1785
levelling 25
levels 305
lever 120
levers 44
levi 252
leviathan 23
levite 109
levites 978
levy 34
lewdness 46
liabilities 36
liability 130
liable 76
liaison 20
liana 20
liar 50
liberal 26
liberation 23
liberty 83
libnah 54
libraries 133
library 494
libre 24
libreoffice 2050
lice 28
licence 114
license 210
licensed 21
licenses 21
lich 119
lick 33
lid 61
lie 534
lied 20
lien 35
liers 21
lies 368
lieth 56
lieutenant 28
life 3059
lifetime 45
lift 471
lifted 711
lifter 21
lifting 228
lifts 32
ligament 28
light 2483
lighted 41
lighten 25
lighter 82
lighting 165
lightly 38
lightness 22
lightning 125
lightnings 29
lights 236
lightweight 71
like 5744
liked 29
likely 193
liken 23
likeness 106
likes 44
likewise 271
lilies 69
lily 47
limb 39
limbs 39
lime 119
limestone 33
limit 671
limitation 29
limitations 26
limited 209
limiting 37
limits 194
linarian 106
linarians 32
line 3422
lineage 22
linear 215
lined 50
linen 388
liner 25
lines 936
linguistic 33
lining 64
link 796
linkage 24
linked 315
linking 39
links 229
lintanir 21
lintel 25
linux 168
lion 380
lionfish 20
lions 171
lip 41
lips 498
liquid 192
liquor 35
list 3696
listbox 51
listed 182
listen 402
listened 96
listener 24
listening 52
listens 22
listing 80
listings 27
lists 472
lit 57
literal 59
literary 49
literature 54
litter 37
little 1591
live 1206
lived 445
lively 22
liver 102
lives 433
livestock 32
liveth 89
living 1916
lizard 41
lld 54
llu 89
ln 38
lo 290
load 997
loaded 299
loader 55
loading 408
loads 54
loaf 26
loan 188
loans 33
loaves 74
lobby 36
lobe 24
local 549
locale 254
localization 29
localized 37
locally 50
locals 30
locate 135
located 143
locating 28
location 636
locations 135
lock 526
locked 231
locker 32
locking 144
locks 122
locomotive 65
locust 71
locusts 77
lodge 93
lodged 60
lodges 21
lodging 25
lofty 42
log 565
logarithm 48
logarithmic 40
logged 73
logging 92
logic 74
logical 210
login 271
logistics 24
logo 104
logout 24
logs 130
loins 141
london 23
lone 22
lonely 25
long 2592
longed 21
longer 703
longing 34
longitude 31
longitudinal 52
longsuffering 33
look 1386
looked 451
looketh 33
looking 899
looks 471
lookup 65
loom 51
loop 263
loops 85
loose 364
loosed 57
loosen 20
loot 57
lord 22652
lords 200
lore 28
lorikeet 26
lorry 32
lory 29
lose 273
loses 42
losing 57
loss 461
losses 110
lossless 36
lost 590
lot 768
lots 173
lottery 27
lotus 20
loud 334
louder 20
loudly 27
loudspeaker 24
lounge 22
love 1639
loved 389
lovely 46
lover 80
lovers 133
loves 147
loveth 63
loving 67
lovingkindness 213
low 957
lower 592
lowercase 84
lowering 21
lowest 113
lowland 65
lowlands 29
lowly 26
loyal 48
loyalty 30
ls 20
lt 21
lu 363
lua 104
lubrication 28
luck 185
lucky 73
lug 48
luggage 84
luks 125
luma 28
lumberjack 20
luminosity 25
luminous 22
lump 63
lunar 27
lunch 50
lung 36
lurking 21
lust 64
lusts 64
lutius 42
luxury 87
luz 30
lying 228
lyre 25
lystra 21
m 600
maacah 60
maachah 32
maaseiah 85
mac 87
mace 21
macedonia 100
machine 893
machinery 55
machines 438
machining 20
machir 79
machpelah 22
macintosh 33
macos 28
macro 363
macros 263
mad 113
madagascar 52
madam 23
made 8541
madness 47
magazine 249
magazines 52
magdalene 32
mage 117
magenta 20
mages 64
magic 276
magical 64
magicians 43
magistrates 24
magnet 27
magnetic 144
magnificent 25
magnified 56
magnify 50
magnitude 23
magpie 28
mahanaim 48
mahli 35
maid 107
maiden 45
maidens 35
maidservant 35
maidservants 26
mail 667
mailbox 193
mailer 24
mailing 77
mails 52
main 737
mainland 20
mainly 55
mainstream 30
maintain 122
maintained 29
maintaining 26
maintains 30
maintenance 264
majesty 102
major 186
majority 75
make 7941
maker 250
makers 105
makes 1045
makeshift 46
makest 26
maketh 122
making 993
makkedah 30
mal 38
malal 27
malchijah 44
male 542
males 121
malformed 100
malice 31
malicious 30
malifor 22
malin 65
malt 21
mamre 36
man 10108
manage 284
managed 149
management 497
manager 343
managers 54
manages 27
managing 34
manakin 45
manasseh 521
mandate 24
mandatory 78
mandrakes 20
mandrel 20
mangrove 25
manifest 75
manifold 37
manipulation 33
mankind 28
manna 67
manner 548
manners 31
mannikin 23
manoah 62
manor 24
manservant 24
manslayer 27
mantle 50
mantled 22
manual 310
manually 235
manuals 24
manufacture 36
manufacturer 62
manufacturers 32
manufacturing 85
manure 45
many 2653
maon 26
map 938
maple 60
mapped 37
mapping 100
mappings 20
maps 119
marble 118
march 128
marched 22
marching 44
mareshah 28
margin 226
marginal 69
margins 84
mariadb 20
marine 87
marital 23
maritime 34
mark 837
markdown 42
marked 453
marker 100
markers 47
market 526
marketing 84
marketplace 23
markets 65
marking 110
markings 27
marks 263
markup 59
marloss 29
marriage 227
married 315
marrow 44
marry 77
marsh 57
marshal 26
martha 45
martial 56
martin 27
marvel 33
marveled 38
marvelled 20
marvellous 23
marvelous 44
mary 204
maschil 26
mash 22
mask 314
masked 78
masking 20
masks 51
masonry 45
masons 21
mass 359
massage 24
masses 41
massive 80
mast 43
master 1083
masters 122
mat 60
match 768
matched 70
matches 490
matching 368
mate 33
material 518
materials 245
math 104
mathematical 54
mating 38
matrix 139
mats 27
mattaniah 60
matter 631
matters 170
mattithiah 32
mattress 20
mature 54
maturity 110
max 323
maximal 38
maximum 762
may 7302
maybe 283
mayest 110
mayor 23
mb 20
md 31
me 17727
meadow 49
meal 597
meals 37
mean 484
meaning 123
meaningful 23
means 580
meant 115
measure 559
measured 206
measurement 242
measurements 41
measures 302
measuring 221
meat 688
mebrin 41
mechanic 24
mechanical 103
mechanics 49
mechanism 114
mechanisms 36
medal 21
medeba 20
medes 46
media 732
medial 22
median 51
mediator 23
medical 241
medication 35
medicine 128
medicines 30
medieval 43
meditate 45
meditation 26
mediterranean 37
medium 395
meek 34
meekness 27
meet 687
meeting 970
meetings 67
meets 32
megasys 31
megiddo 41
melchizedek 33
melech 29
melee 147
melody 76
melt 79
melted 58
melting 38
member 321
members 267
membership 112
membrane 54
memo 211
memorial 114
memories 48
memory 830
memos 32
men 6853
menace 21
menahem 28
mend 21
menservants 20
mental 89
mentally 22
mention 109
mentioned 86
menu 1263
menubar 27
menus 121
mephibosheth 56
merari 126
merchandise 69
merchant 80
merchants 100
mercies 135
merciful 121
mercury 20
mercy 1091
mere 40
merely 47
merfolk 83
merge 353
merged 104
merging 28
meribah 31
merit 20
merman 30
merry 83
mesh 48
meshach 54
meshech 32
meshullam 85
mesopotamia 33
mess 94
message 1482
messages 725
messenger 136
messengers 223
met 280
meta 88
metabolic 20
metabolism 23
metadata 295
metal 605
metallic 28
metals 35
metalworking 22
metaserver 58
meteorological 21
meter 115
metering 26
meters 59
method 959
methods 366
methuselah 22
methyl 63
metre 25
metric 29
mexican 27
mica 28
micah 102
micaiah 84
mice 37
michael 55
michal 68
michmash 36
micro 40
microphone 42
microscope 33
microsoft 220
mid 84
midday 22
middle 472
midi 46
midian 178
midianites 64
midnight 63
midst 1018
midwives 21
might 2331
mightier 35
mightily 38
mighty 834
migrant 27
migrants 32
migrate 30
migration 98
milcah 36
mild 37
milder 23
mildew 28
mile 32
miles 54
military 547
milk 377
mill 198
milling 91
million 69
millions 27
milliseconds 71
millo 37
mills 74
millstone 21
milspec 82
mime 115
min 118
mind 1108
minded 90
mindful 33
minds 144
mine 1217
mined 24
miner 43
mineral 85
minerals 27
miners 99
mines 145
mingled 93
miniature 29
minimal 62
minimap 38
minimize 32
minimum 464
mining 206
minions 22
minister 330
ministered 81
ministering 34
ministers 85
ministry 103
minor 131
mint 25
minus 69
minute 183
minutes 237
miracle 34
miracles 51
mire 60
miriam 53
mirror 139
mirrors 32
mirth 38
miscellaneous 37
mischief 120
miserable 21
misery 35
mishael 26
mismatch 53
mismatched 21
miss 135
missed 49
misses 24
missile 148
missiles 25
missing 770
mission 330
missions 59
mist 90
mistake 109
mistaken 25
mistakes 40
mistress 40
mitre 39
mix 105
mixed 383
mixer 46
mixing 82
mixture 77
mizpah 143
mizpeh 38
mk 44
mm 317
mnemonic 23
moab 637
moabites 67
mobile 219
mobility 55
mock 59
mocked 61
mod 80
modal 50
mode 1782
model 495
modelling 20
models 101
modem 22
moderate 50
moderately 23
modern 145
modes 70
modest 34
modification 82
modifications 69
modified 374
modifieddate 63
modifier 69
modifiers 25
modify 406
modifying 34
modpack 36
mods 29
modular 25
modulation 30
module 445
modules 189
moisture 48
mold 25
molding 36
molech 29
molecular 78
molten 126
moment 329
moments 25
momentum 22
monarch 43
monarchy 22
monday 82
monetary 52
money 1313
monitor 120
monitored 20
monitoring 104
monkey 32
mono 46
monolingual 24
monster 96
monsters 113
month 1312
monthly 65
months 399
monthyear 24
monument 28
mood 83
moon 289
moons 47
moral 66
morale 36
mordecai 213
more 5979
moreover 443
morning 1011
morrow 111
morsel 36
mortal 40
mortality 26
mortar 84
mortgage 52
mosaic 41
moscow 21
moses 2800
moss 25
most 2286
mostly 95
moth 63
mother 1123
mothers 43
moths 38
motion 212
motions 36
motor 297
motorcycle 35
motors 59
motorway 34
mould 65
moulding 63
mound 31
mount 896
mountain 1035
mountains 864
mounted 258
mounting 100
mountpoint 36
mounts 38
mourn 126
mourned 62
mourning 158
mourns 21
mouse 593
mouth 1670
mouths 105
movable 24
move 1496
moved 630
movement 323
movements 74
moves 320
movie 74
moving 503
mp 70
mpeg 39
mr 37
mre 28
ms 147
msg 43
msgid 29
mu 25
much 2035
mud 98
mug 22
mulberry 21
mule 57
mules 34
mult 43
multi 303
multibyte 26
multicast 22
multimedia 21
multipart 28
multiplayer 61
multiple 699
multiplex 22
multiplication 28
multiplied 148
multiplier 25
multiply 181
multitude 629
multitudes 95
municipal 39
murder 112
murderer 78
murderers 31
murders 22
murmur 50
murmured 46
murmurings 23
muscle 114
muscles 96
muscular 29
museum 77
museums 30
mushi 25
mushroom 81
mushrooms 29
music 524
musical 79
musician 126
must 2910
mustard 44
mutant 53
mutated 30
mutation 56
mute 65
mutt 30
mutual 51
mutually 41
muxer 30
muzzle 36
my 21670
mycus 33
mypaint 33
myrrh 57
myrtle 27
myself 660
mysql 58
mysteries 24
mysterious 29
mystery 86
n 936
naaman 59
nabal 67
naboth 80
nadab 67
naev 24
naga 32
nahash 35
nahor 54
nahshon 36
nail 86
nails 91
naioth 23
naked 147
nakedness 154
name 8472
nameb 27
named 817
nameg 54
namely 63
names 1069
namespace 118
namespaces 30
naming 50
nano 24
naped 50
naphtali 180
narrative 31
narrow 142
nasal 37
nasin 21
nasty 51
nathan 157
nathanael 23
nation 721
national 239
nations 1786
native 174
nativity 22
natural 399
naturally 33
nature 261
naval 51
navigate 80
navigation 176
navigator 250
navy 44
nay 106
nazareth 84
nd 60
near 1485
nearby 174
nearest 109
nearly 130
nebat 89
nebo 48
nebuchadnezzar 247
nebuchadrezzar 92
nebula 91
nebuzaradan 42
necessary 289
necessity 45
neck 366
necked 110
necks 75
necromancer 42
need 2159
needed 336
needing 26
needle 131
needles 58
needlework 43
needs 596
needy 123
negative 353
neglect 22
negligence 22
nego 30
negotiate 20
negotiation 24
negotiations 53
nehemiah 31
neighbor 228
neighboring 21
neighbors 61
neighbour 223
neighbourhood 23
neighbouring 22
neighbours 69
neither 2358
neo 34
neoprene 21
ner 61
nerds 29
neriah 39
nerve 95
nerves 33
nervous 43
nest 109
nested 71
nesting 27
nests 28
net 445
nethanel 41
nethaniah 74
nether 31
nethinim 47
netophathite 24
nets 75
netting 20
network 610
networking 23
networkmanager 47
networks 86
neutral 82
neutron 28
never 1222
nevertheless 270
new 4926
newbie 25
newer 70
newline 45
newly 119
news 740
newspaper 87
next 1751
nexus 51
nice 216
niche 22
nick 38
nickel 27
nickname 40
nigh 109
night 1550
nightjar 74
nights 92
nile 54
niltava 23
nimshi 20
nine 234
nineteenth 20
ninety 91
nineveh 34
ninth 121
nipple 21
nis 20
nitrate 26
nitrogen 75
nm 37
nmcli 81
no 12931
noah 188
nob 23
nobility 21
noble 126
nobles 83
nobody 89
node 277
nodes 44
nog 43
noise 600
noises 21
nomex 22
nominal 97
non 1250
none 1192
nonsense 34
noon 59
noonday 27
nor 2169
norm 42
normal 469
normally 119
north 1004
northeast 38
northern 217
northlands 41
northward 69
northwest 41
norwegian 23
nose 215
nosed 21
noses 20
nostrils 42
not 34142
notable 41
notation 123
notch 26
note 852
notebook 69
noted 34
notes 371
nothing 1753
notice 288
noticed 44
notices 27
notification 132
notifications 99
notified 23
notify 78
notwithstanding 58
nought 38
nourished 28
novel 69
novels 33
novice 37
now 8058
nowhere 48
nozzle 53
nozzles 31
npc 39
npcname 256
nper 32
ns 20
nuclear 336
nucleus 22
nul 21
null 202
num 147
number 6019
numbered 544
numbering 464
numbers 956
numeral 21
numerals 24
numerator 20
numeric 352
numerical 126
numerous 42
nun 122
nurse 75
nursery 29
nursing 48
nut 142
nuthatch 23
nutrient 28
nutrition 28
nutritional 21
nutritious 46
nuts 112
nym 29
nyquist 37
nystagmus 23
o 3580
oak 118
oaks 29
oasis 32
oath 511
oaths 55
obadiah 69
obed 95
obededom 20
obedience 44
obedient 38
obeisance 24
obey 210
obeyed 107
object 2312
objection 26
objective 79
objectives 50
objects 961
oblation 33
obligation 62
obligations 33
oblique 32
obscure 25
observation 78
observations 32
observe 215
observed 59
observer 29
obsolete 105
obstacle 41
obtain 140
obtained 138
obtaining 20
obvious 49
obviously 29
occasion 93
occasional 28
occasionally 28
occasions 28
occupancy 26
occupation 65
occupational 54
occupied 73
occupy 33
occur 88
occurred 175
occurrence 101
occurrences 44
occurs 115
ocean 118
ochre 22
ocsp 43
oct 22
octal 41
odbc 44
odd 160
oddly 25
odds 38
odf 86
ods 22
odt 23
of 184617
off 4590
offence 126
offences 29
offend 43
offended 57
offender 39
offenders 23
offense 59
offensive 52
offer 950
offered 500
offering 2950
offerings 1309
offers 169
office 728
officer 257
officers 247
offices 119
official 206
officially 22
officials 46
offline 85
offset 350
offspring 141
often 334
og 84
ogg 26
ogres 25
oh 536
oholibamah 22
oil 1328
ointment 79
ok 398
okay 115
ol 23
old 2379
older 185
oldest 102
ole 137
olive 255
olives 52
olympic 55
omega 21
omit 29
omitted 84
omri 61
on 29478
onan 29
once 975
one 11941
ones 648
oneself 374
ongoing 22
onion 31
onions 20
online 315
only 5548
ons 98
onset 28
onto 155
onward 47
onwards 25
onyx 34
opacity 95
opaque 43
opcode 21
open 3773
opendocument 56
opened 602
opengl 42
opening 488
openings 23
openly 67
openoffice 65
openpgp 52
opens 691
opera 47
operand 42
operate 78
operated 75
operating 294
operation 646
operational 90
operations 263
operative 21
operator 236
operators 138
ophel 20
ophir 48
ophrah 30
opinion 215
opinions 26
opponent 48
opponents 33
opportunities 36
opportunity 97
oppose 31
opposed 34
opposite 262
opposition 64
oppress 70
oppressed 109
oppression 88
oppressor 36
oppressors 31
opt 39
optic 37
optical 81
optimal 57
optimization 32
optimize 25
optimized 23
option 1963
optional 388
optionally 45
optionalt 47
options 2112
opts 21
or 16252
oracle 87
oral 42
orange 167
orb 24
orbit 44
orbital 41
orc 94
orchestra 40
orchid 25
orchids 26
orcish 159
orcs 545
ordained 80
order 2277
ordered 261
ordering 62
orderly 22
orders 1086
ordinance 121
ordinances 168
ordinary 67
ordination 21
ore 168
oreb 26
org 209
organ 114
organic 71
organisation 47
organiser 38
organisers 23
organism 34
organisms 25
organization 101
organizations 31
organize 80
organized 39
organizer 195
organizing 21
organs 42
oriental 25
orientation 153
oriented 102
origin 118
original 482
originally 59
oriole 52
orion 28
ornament 35
ornamental 26
ornaments 71
ornan 39
orphan 27
os 105
oscillating 27
oscillation 42
ostrich 22
ostriches 23
other 3791
others 599
otherwise 362
othniel 24
ouch 22
ought 218
our 6793
ours 100
ourselves 253
out 15186
outbox 27
outbreak 26
outcasts 24
outcome 41
outcry 53
outdated 24
outdoor 61
outer 245
outfit 87
outfits 24
outgoing 67
outlaw 25
outlaws 27
outlet 59
outline 340
outlines 23
outlook 26
outpost 99
output 1204
outputs 28
outrage 20
outside 744
outsiders 21
outskirts 64
outstanding 32
outstretched 67
outward 50
oval 38
oven 106
ovens 20
over 5711
overall 112
overcame 88
overcome 335
overdue 27
overflow 123
overflowing 80
overhead 106
overlaid 101
overlap 45
overlapping 32
overlaps 25
overlay 100
overline 24
overload 49
overnight 35
overridden 25
override 140
overrides 37
overrun 39
overseer 48
overseers 55
oversight 44
overtake 153
overtaken 30
overthrew 33
overthrow 58
overthrown 41
overtook 55
overturned 36
overview 101
overwhelmed 34
overwrite 149
overwritten 46
owe 55
owl 188
owlet 28
owls 21
own 2397
owned 58
owner 299
owners 69
ownership 78
owns 25
ox 399
oxen 473
oxide 50
oxygen 142
ozone 38
p 501
pace 57
pacific 93
pack 162
package 399
packages 279
packaging 67
packed 47
packet 76
packetizer 32
packets 47
packing 88
packs 50
pad 94
paddan 23
padded 30
padding 78
paddle 34
pads 30
page 2712
pages 623
paid 308
pain 392
pained 20
painful 31
pains 81
paint 240
painted 62
painter 23
painting 118
pair 328
paired 33
pairs 77
palace 141
palaces 94
pale 100
palette 155
palettes 22
pallet 41
palm 241
palms 46
pamphylia 20
pan 147
pane 171
panel 250
panels 87
pangs 31
panic 48
panorama 39
pans 37
pantograph 20
pants 48
paper 653
papers 64
paperwork 26
par 48
para 118
parable 109
parables 31
parachute 27
parade 43
paradise 79
paragraph 895
paragraphs 241
parakeet 33
parallel 124
paralysis 28
paralyzed 23
param 24
parameter 468
parameters 319
paran 39
parasite 32
parcel 86
parched 33
pardon 79
parent 233
parental 30
parentheses 22
parenthesis 22
parents 210
paris 20
parish 36
parity 24
park 97
parking 107
parks 26
parliament 48
parliamentary 44
parole 26
parrot 130
parry 27
parse 292
parsed 23
parser 38
parsing 97
part 1928
partakers 51
parted 72
parthyn 38
partial 152
partialdate 47
partiality 23
partially 55
participant 34
participants 59
participate 29
participation 46
particle 73
particles 53
particular 202
particularly 81
particulate 20
parties 119
parting 64
partition 425
partitions 63
partly 53
partner 102
partners 53
partnership 38
partridge 52
parts 782
party 482
pashhur 37
pass 2119
passage 115
passages 41
passed 636
passenger 82
passengers 60
passes 146
passeth 37
passing 158
passion 107
passive 46
passover 275
passphrase 116
password 975
passwords 68
past 590
pasta 35
paste 331
pasted 45
pastes 24
pasting 31
pastry 26
pasture 207
pastures 43
patch 84
patches 48
patent 148
path 1199
pathname 20
paths 320
patience 120
patient 148
patiently 25
patients 56
patrol 126
patrols 26
patrons 38
pattern 560
patterns 143
paul 579
pause 98
paused 32
pavement 61
paving 70
pay 679
payable 61
paying 61
payment 1045
payments 253
paypal 55
pays 48
pbkdf 29
pc 34
pdf 313
pea 20
peace 1855
peaceably 30
peaceful 61
peach 20
peak 100
peaks 21
pear 21
pearl 39
pearls 27
peasant 35
peasants 24
peat 72
pedaiah 30
pedal 51
peek 22
peel 23
peeling 21
peer 31
peg 38
pekah 34
peleg 22
pelethites 25
pelican 24
pellet 54
pellets 84
pelvic 31
pem 23
pen 150
penal 23
penalties 29
penalty 114
pencil 54
pending 163
pendulum 67
penetrate 20
penetrating 28
penetration 63
penguin 38
peninsula 41
penny 46
pens 21
pension 94
pentecost 20
penuel 29
people 9509
peoples 444
peor 41
pepper 46
per 641
peradventure 44
perceive 68
perceived 87
percent 186
percentage 216
percentile 44
perception 65
percussion 47
perez 56
perfect 334
perfected 28
perfection 32
perfectly 57
perforated 22
perform 356
performance 341
performances 24
performed 173
performing 51
performs 22
perfume 92
perfumes 73
perhaps 271
peril 27
perils 32
perimeter 25
period 773
periodic 61
periods 247
peripheral 31
perish 338
perished 83
perizzite 32
perizzites 56
perl 34
permanent 159
permanently 149
permission 159
permissions 158
permit 71
permits 33
permitted 82
perpetual 81
perplexed 24
persecute 74
persecuted 54
persecution 34
persia 109
persian 38
persistent 46
persists 23
person 1102
personal 324
personality 45
personalized 30
personally 31
personnel 94
persons 325
perspective 63
persuade 40
persuaded 56
pertained 35
pertaining 22
pertains 20
perverse 82
pervert 40
pesticide 30
pestilence 136
pet 50
peter 548
petition 61
petitions 33
petrel 68
petrol 47
petroleum 24
petty 32
pgp 95
pharaoh 836
pharisee 37
pharisees 281
pharmaceutical 28
pharmacy 31
phase 238
phases 57
pheasant 44
phenomenon 31
philip 115
philippine 31
philistia 22
philistine 136
philistines 965
philosophy 76
phinehas 87
phone 196
phonetic 23
photo 223
photograph 84
photographic 23
photographs 31
photography 34
photos 81
photovoltaic 21
phrase 55
physical 180
physician 41
physicians 27
physics 40
pi 90
piano 61
pick 341
picked 79
picker 40
picking 68
picks 33
pickup 49
picnic 28
picture 301
pictured 28
pictures 113
piculet 26
pid 198
pie 96
piece 465
pieces 588
pied 48
pierce 41
pierced 34
piercing 58
pig 76
pigeon 166
pigeons 49
pigment 22
pigs 45
pilate 170
pile 150
piles 26
pilgrimage 27
pill 37
pillar 241
pillars 430
pillow 46
pills 55
pilot 248
pilots 76
pin 329
pinch 37
pine 132
pinion 26
pink 68
pinnacle 21
pins 105
pipe 364
pipeline 29
pipes 136
piping 29
pipit 40
piracy 32
pirate 134
pirates 84
pisgah 28
pistol 135
pistols 22
piston 79
pistons 20
pit 383
pitch 194
pitched 117
pitcher 35
pitied 20
pitiful 20
pits 71
pitta 45
pity 239
pivot 256
pixel 124
pixels 304
pizza 37
pkcs 49
place 5737
placed 313
placeholder 173
placeholders 136
placement 53
places 1487
placing 73
plague 315
plagues 43
plain 394
plainly 32
plains 94
plan 371
plane 207
planes 83
planet 243
planetary 33
planets 51
planing 23
plank 24
planks 55
planned 59
planner 20
planning 226
plans 211
plant 803
plantation 26
planted 183
planting 120
plants 502
plasma 135
plaster 122
plastic 208
plate 406
plated 55
plates 223
platform 207
platforms 36
plating 115
platinum 21
platter 29
play 660
playback 123
played 167
player 614
players 255
playing 270
playlist 163
plays 46
plea 26
plead 96
pleasant 164
please 2498
pleased 260
pleases 34
pleasing 158
pleasure 518
pleasures 36
pledge 113
plenty 102
pliers 40
plone 51
plot 122
plots 39
plough 78
ploughed 22
ploughing 26
plover 52
plow 46
pluck 85
plucked 81
plug 261
plugin 228
plugins 89
plugs 46
plum 35
plunder 74
plundered 53
plunge 22
plural 612
plus 125
ply 28
pm 36
pmt 23
pneumatic 42
png 72
po 80
pocket 132
pockets 84
pod 24
podcast 22
poem 30
poetry 30
point 1543
pointed 59
pointer 187
pointing 53
points 767
poison 167
poisoned 30
poisoning 41
poisonous 38
poke 28
poland 24
polar 62
pole 153
poles 134
police 340
policies 26
policy 463
polish 41
polished 51
polishing 29
political 161
politician 24
politicians 26
politics 60
poll 48
polling 26
polls 30
pollute 21
polluted 93
pollution 138
polygon 58
polygons 20
polynomial 22
pomegranate 38
pomegranates 69
pond 44
ponds 31
pool 204
pools 60
poor 945
poorest 21
poorly 40
pop 108
poppy 29
popular 148
popularity 24
populated 39
population 275
popup 74
porcelain 23
porch 108
pork 37
port 455
portable 82
portal 106
porters 61
portfolio 45
portion 387
portions 63
portlet 64
portrait 52
ports 59
portuguese 23
pos 21
pose 47
posid 32
position 1563
positional 20
positioned 80
positioning 72
positions 173
positive 263
posix 56
possess 332
possessed 105
possession 370
possessions 68
possibilities 41
possibility 50
possible 816
possibly 77
post 432
postage 26
postal 72
posted 40
poster 37
posterity 23
posting 45
posts 166
postscript 24
posture 35
pot 214
potassium 27
potato 77
potatoes 33
potential 156
potentially 22
potion 28
pots 77
potter 38
pouch 22
pouches 26
pound 50
pounds 46
pour 228
poured 253
pouring 39
pours 24
poverty 82
powder 163
power 2554
powered 111
powerful 316
powers 150
practical 58
practice 177
practiced 24
practices 39
practise 25
praise 1121
praised 119
praises 104
praising 38
pray 722
prayed 153
prayer 740
prayers 144
praying 59
pre 300
preach 106
preached 124
preacher 64
preaching 130
preceded 23
precedence 27
preceding 35
precept 22
precepts 76
precious 273
precipitation 73
precise 59
precision 124
predator 25
predefined 114
predicted 20
prediction 36
prefer 85
preference 78
preferences 221
preferencestools 232
preferred 149
prefix 198
prefixed 21
prefixes 20
pregnancy 38
pregnant 26
prejudice 21
preliminary 78
premature 30
premises 39
premium 69
preparation 124
preparations 28
prepare 369
prepared 368
preparing 90
prerequisite 20
prescription 33
presence 418
present 726
presentation 284
presentations 41
presented 113
presenter 27
presents 58
preservation 41
preserve 193
preserved 94
preserves 36
preserving 29
preset 146
presets 43
president 75
presidential 24
presidents 23
press 1081
pressed 147
presses 89
pressing 190
pressure 651
pressurized 28
presumptuously 20
pretalx 31
pretend 25
pretix 112
pretty 169
prev 29
prevail 93
prevailed 96
prevent 163
prevented 63
prevention 56
prevents 95
preview 558
previews 41
previous 638
previously 113
prey 253
price 1084
prices 259
pricing 35
prick 23
pride 442
priest 1855
priestesses 21
priesthood 51
priests 1477
primarily 39
primary 395
prime 99
primer 31
priming 20
primitive 26
prince 420
princes 723
princess 75
principal 130
principle 143
principles 53
prinia 23
print 1111
printable 46
printed 271
printer 281
printers 40
printf 20
printing 327
printout 22
prints 84
prior 86
priorities 25
priority 196
prism 23
prison 395
prisoner 142
prisoners 250
prisons 21
privacy 89
private 362
privately 38
privilege 31
privileges 66
prize 84
pro 62
probability 196
probably 250
probe 77
problem 454
problems 230
proc 22
procedure 245
procedures 115
proceed 200
proceeded 21
proceeding 21
proceedings 108
proceeds 39
process 895
processed 109
processes 166
processing 366
processor 68
processors 20
proclaim 94
proclaimed 61
proclamation 26
procurement 25
produce 308
produced 255
producer 52
producers 24
produces 110
producing 79
product 684
production 535
productivity 31
productname 257
products 354
profane 95
profaned 63
profession 72
professional 138
proficiency 25
profile 551
profiles 72
profit 407
profitable 44
profits 96
program 819
programme 99
programmer 22
programmes 34
programming 122
programs 151
progress 247
progressive 44
prohibition 20
project 761
projectile 55
projectiles 22
projection 80
projects 167
prolong 37
prolonged 29
promise 228
promised 170
promises 65
promote 45
promoted 26
promotion 59
prompt 140
prompted 34
prone 45
pronounce 82
pronounced 54
proof 209
proofing 31
prop 25
propaganda 27
propagation 44
propeller 22
proper 176
properly 113
properties 926
property 978
prophecy 45
prophesied 134
prophesy 252
prophesying 22
prophet 950
prophetess 22
prophets 887
proportion 37
proportional 42
proportions 25
proposal 254
proposals 103
propose 28
proposed 33
proprietary 49
propulsion 23
prosecution 21
prospect 32
prospective 35
prosper 142
prospered 39
prosperity 67
prosperous 41
prostitute 95
prostitutes 20
prostitution 55
protect 304
protected 218
protecting 54
protection 735
protective 166
protects 45
protein 76
proteron 43
protest 102
protocol 148
protocols 23
prototype 29
proud 176
proudly 39
prove 128
proved 67
proven 38
proverb 66
proverbs 29
provide 383
provided 305
provider 120
providers 39
provides 287
providing 92
province 102
provinces 84
provision 111
provisional 25
provisions 53
provocation 32
provoke 122
provoked 93
proximity 29
proxy 159
prudent 62
pry 25
ps 22
psalm 363
psalms 26
psalteries 30
psaltery 29
pseudo 35
psychology 37
psychosis 21
pt 64
public 723
publication 76
publicly 65
publish 69
published 78
publisher 27
publishing 52
puff 21
puffbird 22
puffed 25
pull 261
pulled 124
pulley 40
pulleys 23
pulling 102
pulmonary 26
pulp 75
pulse 169
pulses 26
pump 285
pumping 25
pumps 111
punch 152
punched 37
punches 21
punching 49
punctuation 58
puncture 25
punish 116
punished 59
punishment 500
punishments 28
puny 24
pupil 27
puppet 25
purchase 192
purchased 62
purchases 29
purchasing 29
pure 379
purge 69
purged 39
purification 46
purified 40
purify 60
purifying 25
purim 20
purity 29
purple 260
purpose 711
purposed 67
purposes 183
purse 28
pursue 114
pursued 107
pursuers 20
pursues 20
pursuing 26
pursuit 34
push 230
pushed 57
pushing 55
put 7787
puts 266
putteth 27
putting 333
putty 25
puzzle 40
pv 28
pygmy 73
pyramid 20
python 258
q 148
qif 47
qp 24
qr 37
qt 36
quail 80
qualification 49
qualified 63
qualify 21
qualifying 28
quality 451
quantities 29
quantity 170
quantization 26
quantum 57
quarantine 25
quarrel 35
quarries 26
quarry 70
quarter 145
quarterly 34
quarters 61
quartile 33
quartz 53
queen 316
quench 45
quenched 35
quenoth 27
queries 70
query 464
quest 59
question 474
questioning 39
questions 279
queue 133
queues 21
quick 333
quicken 20
quicker 20
quickly 681
quiet 387
quietly 37
quietness 29
quintain 24
quit 159
quite 385
quiver 26
quota 300
quotafile 24
quotas 59
quotation 95
quotations 20
quote 105
quoted 60
quotes 97
r 322
rab 33
rabbah 53
rabbi 39
rabbit 47
rabshakeh 34
race 186
races 40
rachel 146
racing 67
rack 146
racket 21
racks 40
radar 104
radial 68
radians 83
radiation 308
radiator 31
radical 38
radio 331
radioactive 38
radius 212
rag 30
rage 97
raging 27
rags 28
rahab 46
raid 59
raiders 28
raids 23
rail 280
railroad 37
rails 64
railway 142
raiment 56
rain 838
rainbow 21
rained 35
rainfall 21
rains 20
raise 357
raised 381
raises 33
raising 61
raisins 22
rake 26
rakshas 30
rally 33
ram 307
ramah 129
ramoth 77
ramp 34
rampant 20
rams 209
ran 227
random 315
randomly 30
range 2183
ranged 77
ranges 285
rank 155
ranking 32
ranks 54
ransom 56
rapid 70
rapidly 41
rare 88
rarely 28
rash 31
raspberry 30
rat 56
ratchet 45
rate 1020
rated 39
rates 172
rather 433
rating 112
ratings 25
ratio 329
ration 20
rational 21
rations 69
ratios 25
rats 47
ravanal 21
raven 36
ravens 25
ravished 20
raw 439
ray 129
rays 41
razor 59
rc 31
rd 39
re 347
reach 306
reached 228
reaches 75
reaching 45
react 20
reaction 136
reactions 41
reactive 23
reactor 191
reactors 28
read 1320
readable 56
reader 87
readers 51
readily 22
readiness 39
reading 585
readonly 20
reads 66
ready 1043
real 477
realism 27
reality 75
realize 38
realized 33
really 788
realm 46
reap 98
rear 171
reared 30
rearing 28
rearrange 28
reason 682
reasonable 68
reasonably 20
reasoned 36
reasoning 47
reasons 135
rebekah 100
rebel 64
rebelled 95
rebellion 51
rebellious 120
rebels 31
reboot 23
rebuild 53
rebuilding 20
rebuilt 25
rebuke 120
rebuked 56
recalculate 41
recall 83
receipt 91
receipts 27
receivable 34
receive 706
received 658
receiver 46
receives 86
receiveth 32
receiving 106
recent 214
recently 143
reception 62
rechab 50
recipe 57
recipes 55
recipient 136
recipients 114
reciprocating 26
reckon 31
reckoned 58
reckoning 29
recognition 118
recognize 108
recognized 112
recoil 64
recombination 26
recommend 69
recommendation 22
recommended 141
recompence 20
recompense 92
recompensed 25
reconcile 54
reconciled 90
reconciliation 50
reconnaissance 42
reconnect 23
reconstruction 26
record 746
recorded 214
recorder 88
recorders 34
recording 215
records 372
recourse 33
recover 161
recovered 68
recovering 21
recovery 171
recreation 21
recreational 32
recruit 129
recruited 28
recruiting 33
recruitment 28
recruits 21
rectangle 77
rectangles 21
rectangular 53
recurring 24
recursive 39
recycling 57
red 1344
redaction 30
reddish 29
redeem 154
redeemed 196
redeemer 52
redemption 121
redirect 29
redirection 24
redo 57
redstart 27
reduce 187
reduced 141
reduces 116
reducing 52
reduction 131
reebaud 28
reed 197
reeds 47
reef 30
reel 44
reencryption 66
ref 82
refer 174
reference 1054
referenced 88
references 189
referencing 20
referred 42
referring 23
refers 66
refine 25
refined 51
refining 20
reflect 23
reflected 28
reflection 44
reflex 64
reform 56
reforms 24
refractory 20
refrain 26
refresh 161
refreshed 46
refreshing 29
refrigeration 34
refuel 22
refuge 202
refugee 71
refugees 34
refund 150
refunds 43
refusal 27
refuse 191
refused 141
refuses 37
regain 30
regard 129
regarded 43
regarding 40
regardless 68
regards 68
regenerate 36
regeneration 32
regex 52
regexp 33
regime 46
region 421
regional 114
regions 103
register 443
registered 158
registers 55
registration 149
registry 31
regression 122
regret 65
regular 509
regularly 34
regulating 23
regulation 93
regulations 98
regulator 38
regulators 22
regulatory 32
rehabilitation 28
rehob 42
rehoboam 172
rehum 25
reign 421
reigned 409
reigns 28
reindeer 34
reinforce 21
reinforced 107
reinforcement 52
reinforcements 69
reinforcing 26
reins 31
reinsurance 25
reject 105
rejected 193
rejecting 21
rejection 26
rejoice 499
rejoiced 126
rejoices 36
rejoicing 69
related 267
relating 20
relation 194
relational 21
relations 176
relationship 326
relationships 64
relative 330
relatively 60
relatives 69
relax 27
relaxation 36
relay 101
relays 20
release 457
released 99
releases 33
releasing 21
relevant 90
reliability 31
reliable 33
relief 179
relieve 36
relieved 30
religion 80
religious 69
reload 115
reloaded 57
reloading 34
relocation 26
rely 39
remain 462
remainder 61
remained 180
remaineth 37
remaining 235
remains 243
remaliah 33
remark 50
remarks 25
remedy 33
remember 697
remembered 164
remembrance 103
remind 33
reminder 101
reminders 21
remission 31
remnant 265
remote 370
remotely 31
removable 45
removal 144
remove 1188
removed 574
remover 22
removes 146
removing 179
remuneration 23
rename 213
renamed 38
renames 21
renaming 54
rend 25
render 183
rendered 81
renderer 30
rendering 117
renew 42
renewal 26
renewed 43
renown 25
renowned 22
rent 135
rental 33
reopen 30
reorder 33
repair 284
repaired 159
repairing 25
repairs 24
repay 64
repayment 30
repeat 232
repeated 74
repeatedly 40
repeating 38
repeats 29
repent 82
repentance 68
repented 57
repetition 31
rephaim 54
replace 484
replaced 153
replacement 193
replacements 22
replaces 75
replacing 54
replay 65
replica 20
replicate 22
replies 43
reply 183
replying 24
report 1216
reported 127
reporting 88
reports 267
repositories 53
repository 285
represent 53
representation 100
representative 71
representatives 67
represented 52
representing 100
represents 133
reproach 253
reproached 34
reproaches 29
reproof 43
reprove 47
reproved 24
republic 111
reputation 61
request 600
requested 252
requesting 62
requests 113
require 301
required 712
requirement 95
requirements 146
requires 495
requiring 34
rescan 20
rescue 180
rescued 32
research 387
researcher 26
researchers 27
reservation 40
reserve 144
reserved 145
reserves 62
reservoir 35
reset 415
resets 36
resetting 21
residence 99
resident 70
residential 213
residents 26
residual 125
residue 93
resign 21
resilience 22
resilient 27
resin 56
resist 64
resistance 310
resistant 130
resistor 32
resize 177
resized 29
resizes 21
resizing 48
resolution 212
resolve 76
resolved 57
resolver 21
resonance 28
resort 54
resource 187
resources 315
respect 313
respectable 31
respected 32
respective 82
respectively 35
respects 22
respiration 44
respiratory 46
respite 21
respond 34
response 282
responses 27
responsibilities 23
responsibility 103
responsible 283
rest 1756
restart 190
restarted 41
restarts 22
restaurant 71
rested 63
resting 350
restitution 31
restoration 26
restore 307
restored 133
restoring 35
restrain 26
restrained 40
restraint 32
restrict 73
restricted 54
restriction 45
restrictions 54
rests 45
result 661
resulting 110
results 389
resume 58
resurrection 97
retail 53
retain 64
retained 50
retaining 59
retention 97
retire 27
retirement 40
retract 20
retractable 20
retreat 58
retrieval 34
retrieve 124
retrieved 34
retrieving 36
retry 49
return 1597
returned 872
returning 67
returns 1981
reuben 265
reubenites 58
reuel 45
reusable 45
reveal 63
revealed 176
revelation 78
revenge 65
revenue 85
reverence 33
reversal 25
reverse 226
reversed 34
reversing 24
revert 44
review 207
reviewers 52
reviews 34
revision 58
revive 53
revived 25
revocation 48
revoke 35
revoked 61
revolt 43
revolution 40
revolver 32
revolving 36
reward 423
rewarded 66
rewards 46
rezin 31
rfc 24
rgb 93
rgba 29
rhine 31
rhyme 22
rhythm 28
rib 55
ribbon 29
riblah 40
ribs 24
rice 48
rich 339
riches 257
rid 79
ridden 23
riddle 37
ride 147
rider 71
riders 60
rides 27
ridge 41
ridiculous 21
riding 114
rifle 204
rifles 35
rig 32
rigging 21
right 4360
righteous 708
righteously 28
righteousness 1269
rightly 33
rights 250
rigid 43
rim 111
rimmon 69
ring 417
ringed 25
ringing 23
rings 312
rinse 20
riot 28
rip 46
ripe 59
ripped 22
ripple 47
rise 503
risen 127
rises 62
rising 160
risk 384
risks 70
rival 22
river 1022
rivers 300
riverside 21
rivet 49
rivtech 50
rm 23
road 626
roads 181
roadside 21
roar 75
roaring 51
roast 40
roasted 33
rob 37
robbed 49
robber 28
robbers 43
robbery 51
robe 200
robes 146
robin 92
robot 107
robotic 29
robots 54
rock 950
rocker 29
rocket 98
rockets 20
rocks 186
rod 515
rode 53
rods 192
roe 35
rogue 36
role 154
roles 31
roll 338
rolled 104
roller 176
rollers 56
rolling 154
rolls 63
rom 51
roman 142
romance 20
romans 36
romantic 22
rome 63
roof 356
roofing 22
roofs 64
room 776
rooms 243
root 692
rooted 43
roots 134
rope 182
ropes 67
rose 434
rosefinch 21
rosy 21
rot 83
rotary 124
rotate 174
rotated 41
rotating 60
rotation 172
rotational 26
rotor 44
rotten 44
rough 174
roughing 23
roughly 35
round 1815
rounded 152
rounding 31
rounds 148
route 228
routes 97
routine 87
routines 30
routing 32
roving 27
row 996
rows 644
royal 168
rpc 41
rr 29
rss 30
rtc 49
rtp 39
rtsp 40
rub 54
rubbed 25
rubber 210
rubbing 34
rubbish 44
rubble 53
rubies 22
ruby 132
rudder 20
ruddy 32
rufous 226
rugnur 31
ruin 89
ruined 62
ruins 63
rule 770
ruled 117
ruler 591
rulers 481
rules 499
ruleset 94
ruling 136
rumors 26
rumped 80
run 1398
runaway 21
rune 27
runner 46
runners 28
running 735
runs 150
runtime 65
runway 20
rupture 29
rural 24
rush 113
rushed 30
rushing 80
russia 31
russian 63
rust 49
rusty 55
rv 25
s 25207
sabbath 479
sabbaths 128
sabotage 34
sac 22
sack 66
sackcloth 115
sacks 33
sacred 38
sacrifice 628
sacrificed 106
sacrifices 240
sacrificial 24
sad 129
saddle 79
saddled 37
sadducees 46
sadly 25
safe 841
safely 169
safer 29
safety 463
sage 29
said 16457
saidst 22
sail 116
sailed 55
sailing 72
sails 28
saint 51
saints 294
saith 1188
sake 434
sakes 72
salad 55
salary 75
sale 161
saledus 37
sales 342
salmon 34
salt 332
salted 30
salutation 75
salute 44
salvage 63
salvation 808
samaria 454
samaritans 20
same 2613
sample 476
samples 139
sampling 125
samson 142
samuel 528
sanballat 39
sanctification 21
sanctified 155
sanctify 190
sanctuary 429
sand 345
sandals 26
sanding 22
sandpiper 25
sands 32
sandstone 34
sandwich 45
sang 37
sanitary 30
sap 52
sapling 29
sapphire 44
sarah 142
sarai 60
sash 24
sat 432
satan 149
satellite 154
satisfaction 30
satisfied 155
satisfy 67
satraps 22
satul 68
saturation 94
saturday 53
sauce 61
saul 1448
saurian 25
saurians 36
sausage 53
save 2103
saved 854
savegame 61
saves 141
saving 388
savings 69
savior 78
saviour 187
savor 49
savour 56
saw 2346
sawmill 21
saws 42
say 4636
sayest 35
saying 4345
sayings 97
says 3047
sb 5882
scab 21
scalable 52
scalar 32
scale 491
scaled 51
scales 120
scaling 98
scall 28
scaly 38
scan 149
scandal 43
scanned 24
scanner 59
scanning 90
scant 23
scar 25
scarce 21
scare 34
scared 41
scarf 28
scarlet 168
scatter 138
scattered 236
scattering 57
scenario 271
scenarios 91
scene 160
scenes 31
scent 49
scepter 37
sceptre 145
schedule 202
scheduled 129
schedules 30
scheduling 29
schema 90
scheme 234
schemes 37
scholarship 28
school 440
schools 75
science 207
sciences 20
scientific 78
scientist 49
scientists 59
scissors 37
scoop 37
scope 102
scops 35
score 163
scores 25
scorn 42
scorpions 30
scourge 37
scout 94
scouting 32
scouts 45
scrap 102
scrape 56
scraper 49
scrapers 20
scraping 20
scratch 68
screech 30
screen 730
screening 39
screens 61
screenshot 57
screw 276
screwdriver 20
screwed 22
screws 86
scribe 197
scribes 164
script 382
scriptforge 100
scripting 27
scripts 159
scripture 80
scriptures 52
scroll 291
scrollbar 63
scrolling 51
scrub 71
scum 56
sdl 20
sea 1886
seafaring 28
seal 189
sealed 138
sealing 114
seals 56
seam 54
search 1541
searchcriteria 21
searched 121
searches 103
searching 260
seas 127
seaside 30
season 238
seasonal 38
seasoned 26
seasons 41
seat 588
seated 210
seating 41
seats 124
sec 33
secant 28
second 1393
secondary 241
seconds 289
secrecy 37
secret 765
secretary 45
secretly 178
secrets 114
secs 34
sect 21
section 731
sectional 26
sections 170
sector 186
sectors 84
secure 167
secured 35
securely 40
securities 123
security 725
sediment 60
sedimentation 20
see 5388
seed 1060
seedeater 50
seeds 121
seeing 502
seek 891
seeketh 41
seeking 117
seeks 97
seem 362
seemed 135
seemeth 28
seems 588
seen 1613
seer 87
seers 24
sees 251
seest 33
seeth 53
segment 142
segments 75
segregation 20
seir 145
seismic 24
seize 51
seized 45
selah 274
select 4305
selected 3591
selecting 177
selection 1376
selections 54
selective 37
selector 97
selects 125
self 715
selinux 60
sell 256
seller 29
selling 99
sells 24
semaphore 41
semi 191
semicolon 27
semiconductor 22
seminar 24
senate 21
send 2041
sender 134
sending 321
sends 140
senior 58
sennacherib 48
sensation 38
sense 467
senseless 21
senses 41
sensible 24
sensing 26
sensitive 206
sensitivity 61
sensor 127
sensors 78
sent 3496
sentence 202
sentences 25
sentinel 32
sentry 43
sepa 28
separate 341
separated 314
separately 45
separates 26
separating 45
separation 129
separator 282
separators 89
sepharvaim 21
sepulcher 49
sepulchre 49
sequence 333
sequences 47
sequential 46
seraiah 64
sergeant 20
serial 133
series 500
serious 150
seriously 45
serpent 121
serpents 36
serum 25
servant 2220
servants 2069
serve 722
served 284
server 932
servers 64
serves 78
service 1838
services 336
servile 27
serving 107
session 382
sessions 89
set 6300
seth 35
sets 503
setteth 22
setting 899
settings 1406
settle 87
settled 92
settlement 184
settlements 27
settlers 42
settling 31
setup 188
seven 1568
seventeen 34
seventeenth 22
seventh 441
seventy 275
several 524
severe 74
severely 32
severity 25
sewage 34
sewer 35
sewing 53
sewn 20
sex 186
sexual 110
sexually 26
sf 40
sfdocuments 37
sha 26
shade 114
shades 25
shading 38
shadow 418
shadows 45
shadrach 54
shaft 182
shafts 61
shake 162
shakeh 23
shaken 85
shakes 23
shaking 203
shall 27872
shallow 60
shallum 93
shalt 1602
shaman 22
shamans 47
shame 771
shamed 93
shameful 26
shammah 26
shammai 21
shan 32
shape 376
shaped 173
shapes 96
shaphan 107
shaphat 28
share 340
shared 236
shares 116
sharing 77
shark 50
sharks 26
sharon 23
sharp 265
sharpen 34
sharpened 30
sharply 25
shaul 26
shave 57
shaved 30
shaving 21
she 4885
sheaf 32
shealtiel 43
shear 107
shearing 38
shears 26
shearwater 21
sheath 56
sheaves 33
sheba 197
shebaniah 20
shebna 32
shecaniah 29
shechem 233
shed 165
sheep 971
sheer 40
sheet 1275
sheets 345
shekel 122
shekels 279
shelah 64
shelemiah 37
shelf 64
shell 418
shells 66
shelomith 21
shelter 89
shelving 26
shem 57
shema 22
shemaiah 142
shemesh 56
sheol 90
shephatiah 40
shepherd 133
shepherds 124
sherebiah 27
shew 219
shewed 129
sheweth 20
shield 331
shielding 37
shields 123
shift 667
shifted 32
shifting 38
shifts 32
shifty 20
shiloh 124
shilonite 22
shimei 159
shinar 25
shine 114
shined 21
shines 24
shining 154
shiny 25
ship 993
shipment 36
shipping 112
ships 511
shipyard 55
shipyards 38
shirt 104
shishak 23
shit 53
shittim 48
shobal 31
shock 133
shocked 21
shocks 28
shoe 112
shoes 198
shone 32
shook 46
shoot 137
shooting 144
shoots 22
shop 337
shopping 95
shops 103
shore 109
short 905
shortage 49
shortcut 247
shortcuts 115
shortened 27
shorter 41
shorthand 22
shortly 79
shot 277
shotgun 96
shots 45
should 3856
shoulder 232
shouldered 29
shoulders 80
shouldest 68
shout 137
shouted 50
shouting 50
shovel 44
shovels 47
show 3084
showed 201
shower 107
showers 142
showing 202
shown 650
shows 520
shrike 118
shrine 25
shrink 85
shrinkage 23
shrinking 27
shroud 23
shrub 22
shrubs 21
shua 22
shuffle 29
shunammite 30
shunt 68
shunting 32
shur 23
shushan 81
shut 586
shutdown 53
shutter 27
shutting 56
shuttle 38
shy 31
siberian 23
siblings 23
sick 299
sickle 28
sickness 95
side 2677
sidebar 108
sidecar 22
sided 73
sidereal 22
sides 294
sidolus 30
sidon 78
sidonians 31
siege 85
sierra 20
sieve 62
sig 21
sigh 60
sighing 22
sight 1064
sighted 36
sights 22
sign 980
signal 427
signalling 35
signals 97
signature 441
signatures 114
signed 189
signer 23
signet 38
significance 79
significant 65
significantly 32
signing 80
signpost 29
signs 396
sihon 140
silas 51
silence 177
silent 126
silently 21
silk 82
sill 23
silly 42
silo 21
silver 1324
sim 40
simeon 170
similar 182
similarity 55
simon 230
simple 428
simplified 48
simply 133
simulate 46
simulation 42
simultaneous 28
simultaneously 25
sin 1891
sinai 144
since 767
sincerity 23
sine 63
sinful 21
sing 362
singer 33
singers 129
singing 138
single 1065
singularity 24
sink 83
sinking 29
sinned 347
sinner 148
sinners 237
sinneth 22
sinning 45
sins 731
sir 230
sire 57
sirian 46
sirichana 22
sirius 81
sirs 23
sisera 77
sister 485
sisters 80
sit 409
site 485
sites 113
sits 92
sitteth 35
sitting 215
situ 20
situation 282
situations 53
six 862
sixteen 82
sixth 165
sixty 167
size 2121
sized 101
sizes 109
sizing 22
skeleton 64
skeletons 54
sketch 37
skew 57
ski 105
skid 28
skies 54
skill 168
skilled 69
skillful 68
skillfully 21
skills 163
skin 616
skins 92
skip 185
skipped 70
skipping 110
skirt 86
skirts 52
skull 50
sky 350
slab 67
slabs 24
slack 56
slag 33
slain 493
slander 22
slant 25
slap 26
slash 57
slate 45
slaty 44
slaughter 199
slaughtered 26
slave 94
slaves 64
slay 239
slayer 48
sleep 591
sleeper 43
sleeping 152
sleeve 85
sleeves 59
slender 43
slept 138
slew 329
slewing 24
slice 53
slices 34
slide 928
slidepage 26
slider 65
slides 223
slideshow 42
sliding 108
slight 58
slightly 153
slime 35
sling 54
slip 174
slipped 33
slippery 21
slipping 35
slips 32
slit 30
slogan 21
slope 140
slopes 38
slot 137
slothful 31
slots 41
slotted 20
slow 305
slowed 26
slower 64
slowly 91
sludge 41
slug 66
sluggard 24
slumber 31
slurry 25
small 1703
smaller 166
smallest 77
smallwood 33
smart 92
smash 62
smashed 32
smashing 21
smear 28
smell 235
smelling 42
smells 46
smelting 34
smile 78
smite 167
smith 41
smithy 52
smitten 91
smoke 339
smoked 59
smoker 22
smoking 117
smooth 177
smoothing 77
smoothly 26
smote 240
smtp 36
smuggling 27
smugmug 30
snack 27
snacks 25
snail 31
snails 28
snake 104
snakes 54
snap 224
snapping 22
snapshot 32
snare 147
snared 28
snares 41
snatch 25
sneak 32
snipe 29
snippet 22
snow 523
snowy 36
snug 23
so 10798
soaked 23
soap 61
sober 40
social 287
societies 26
society 173
socket 226
sockets 169
socks 38
socksv 20
soda 26
sodium 27
sodom 174
sofa 27
soft 315
softly 31
software 380
soil 248
sojourn 96
sojourned 31
sojourner 70
sojourners 32
sojourns 32
solar 141
solaris 22
sold 339
solder 27
soldering 37
soldier 198
soldiers 586
sole 107
solemn 87
soles 27
solid 250
solidarity 21
solids 24
solitary 36
solo 33
solomon 1046
soluble 20
solution 236
solutions 71
solve 47
solvent 50
solver 80
solving 25
some 3678
somebody 39
somehow 49
someone 331
something 747
sometimes 132
somewhat 124
somewhere 105
son 8538
song 428
songs 180
sons 4158
soon 594
sooner 36
soot 35
soothsayers 20
sooty 40
sophisticated 22
sorcery 24
sore 188
soromid 108
sorrow 412
sorrowful 37
sorrowing 31
sorrows 73
sorry 415
sort 691
sorted 129
sorter 29
sorting 161
sorts 144
sought 343
soul 1641
souls 293
sound 912
sounded 78
sounding 134
sounds 224
soup 113
sour 50
source 1642
sources 280
south 934
southbay 55
southeast 34
southern 144
southward 63
southwest 31
sovereign 20
soviet 38
sow 132
sowed 28
sown 70
sows 35
sp 29
spa 27
space 1466
spacebar 27
spaced 20
spacedock 27
spaceport 166
spacer 31
spaces 215
spaceship 46
spacing 393
spade 21
spades 20
spain 31
spake 492
spam 36
span 95
spanish 77
spanner 43
spar 24
spare 227
spared 38
spark 61
sparkling 23
sparrow 139
sparse 28
spasm 20
spatial 54
spawn 41
speak 1636
speaker 121
speakers 75
speaketh 74
speaking 270
speaks 180
spear 247
spears 101
spec 26
special 773
specialist 80
specialists 38
specialized 60
specially 32
species 157
specific 423
specifically 26
specification 152
specifications 47
specified 1217
specifier 33
specifies 961
specify 823
specifying 79
specimen 42
speckled 49
spectacled 24
spectral 40
spectrometer 20
spectroscopy 31
spectrum 65
speculative 25
speech 331
speeches 35
speed 564
speedily 42
spell 130
spellcheck 31
spelling 78
spencer 69
spend 103
spending 49
spent 130
sperm 25
sphere 48
spherical 34
spice 43
spices 158
spider 92
spidercloth 24
spiders 47
spied 21
spies 55
spike 52
spiked 33
spikes 34
spill 22
spin 120
spinal 31
spindle 52
spine 42
spinetail 69
spinning 76
spiral 76
spirit 2135
spirits 247
spiritual 94
spit 47
splash 40
splendid 20
spline 24
split 418
splits 89
splitting 47
spoil 300
spoiled 73
spoils 24
spoke 1061
spoken 827
spokesman 20
sponge 37
spontaneous 21
spool 33
spoon 61
spoons 64
spores 25
sport 185
sporting 38
sports 157
spot 371
spots 71
spotted 166
spouse 233
spouses 31
spray 99
spraying 24
spread 434
spreading 50
spreads 40
spreadsheet 351
spreadsheets 80
spring 509
springing 25
springs 168
sprinkle 95
sprinkled 69
sprite 21
spruce 28
sprung 32
spur 25
spy 75
sql 244
squad 25
square 471
squared 39
squares 58
squash 24
squeeze 29
squirrel 21
ss 55
ssh 47
ssl 37
sso 24
st 135
stab 31
stability 76
stable 120
stack 175
stacked 42
stacking 33
stacks 22
stadium 25
staff 376
stage 385
stages 74
stagger 25
stain 48
stainless 27
staircase 22
stairs 69
stake 28
stale 29
stalk 52
stalks 25
stall 31
stalls 22
stamp 118
stamped 50
stamping 38
stamps 28
stand 1174
standard 920
standards 105
standby 32
standeth 29
standing 329
stands 185
star 263
starch 20
stare 21
stark 24
starling 94
stars 235
start 1769
started 332
starter 43
starting 486
starts 268
startup 76
stasis 22
stat 110
state 950
stated 25
statement 549
statements 136
states 238
static 91
station 595
stationary 72
stationed 47
stations 144
statistic 35
statistical 66
statistics 238
stats 64
statue 26
stature 57
status 635
statute 137
statutes 404
statutory 47
staves 50
stay 484
stayed 141
staying 46
stays 47
stdev 36
stdin 46
stdout 52
stead 134
steadfast 31
steadfastly 24
steady 87
steak 24
steal 125
stealing 21
steam 223
steel 454
steep 44
steer 22
steering 103
stellar 20
stem 85
stems 46
stencil 22
step 482
stephen 23
stepped 64
stepping 28
steps 380
stereo 78
sterilized 72
stern 24
stew 30
steward 50
sth 9136
stick 290
sticking 23
sticks 95
sticky 37
stiff 88
still 1868
stimulation 20
stimulus 34
sting 24
stink 30
stir 103
stirred 81
stirring 21
stirs 24
stitch 38
stitching 24
stochastic 30
stock 605
stocks 73
stole 49
stolen 91
stomach 135
stone 1086
stoned 94
stones 729
stood 906
stool 27
stop 809
stopped 213
stopping 87
stops 115
storage 510
store 591
stored 283
stores 132
storey 26
stories 100
storing 50
stork 41
storm 251
stormy 21
story 267
stout 40
stove 43
str 28
straight 493
straightway 24
strain 88
strainer 24
strait 35
strand 36
strange 528
strangely 25
stranger 314
strangers 214
strap 73
straps 49
strategic 43
strategies 25
strategy 98
straw 96
strawberry 25
stray 45
streak 36
streaked 39
stream 593
streaming 46
streams 194
street 302
streets 289
strength 1355
strengthen 101
strengthened 115
stress 174
stretch 217
stretched 368
stretches 36
stretching 91
stricken 55
strict 67
strictly 36
strife 107
strike 462
strikes 93
strikethrough 25
striking 64
string 1736
stringed 30
strings 467
strip 191
stripe 127
striped 76
stripes 66
stripped 73
stripping 37
strips 60
strive 60
striving 20
stroke 159
strokes 41
strong 1633
stronger 171
strongest 35
stronghold 81
strongholds 43
strongly 78
strove 30
struck 577
struct 28
structural 101
structure 400
structured 23
structures 114
struggle 46
strut 26
stub 25
stubble 52
stubborn 30
stubbornness 21
stuck 78
stud 56
student 132
students 86
studies 113
studio 36
study 244
stuff 142
stumble 93
stumbled 24
stumbling 51
stump 34
stupid 107
sturdy 43
style 1647
styles 767
stylistic 36
sub 276
subaccounts 23
subdue 29
subdued 60
subfolders 26
subform 57
subject 524
subjected 25
subjection 50
subjects 52
subkey 41
submachine 22
submarine 54
submenu 116
submission 68
submit 96
submitted 42
subordinate 21
subprocess 21
subroutine 34
subscribe 22
subscriber 22
subscript 55
subscription 42
subsequent 79
subset 36
subsidiary 28
substance 230
substances 102
substantial 22
substitute 54
substitution 41
substrate 23
substring 60
subsurface 22
subsystem 40
subtitle 169
subtitles 76
subtotal 42
subtotals 47
subtract 36
subtype 20
suburbs 233
succeed 39
succeeded 60
succeeds 21
success 215
successful 139
successfully 208
succession 37
successor 35
succoth 70
such 1762
suck 52
sucking 26
suction 74
sudden 79
suddenly 246
sudo 52
sudoers 33
sue 24
suffer 235
suffered 105
suffering 56
sufferings 29
suffers 26
suffice 23
sufficient 100
suffix 82
sugar 145
suggest 76
suggested 69
suggestion 130
suggestions 76
suggests 31
suicide 62
suit 151
suitable 203
suite 62
suited 41
suits 56
sulawesi 25
sulphur 38
sum 350
summary 159
summer 239
summit 23
summon 37
summoned 21
sums 27
sun 854
sunbird 111
sunday 92
sunk 41
sunlight 56
sunny 33
sunrise 27
sunset 24
sup 26
super 94
superb 22
superblock 56
superheavy 33
superior 73
supermarket 21
superscript 50
supervision 49
supervisor 21
supervisory 47
supper 39
supplement 51
supplementary 51
supplication 116
supplications 38
supplied 110
supplier 51
suppliers 29
supplies 119
supply 414
support 1078
supported 639
supporters 23
supporting 114
supports 154
suppose 125
supposed 138
supposing 22
suppress 73
suppressed 20
suppression 28
supreme 47
surcharge 20
sure 977
surely 909
surety 49
surface 541
surfaces 49
surge 38
surgeon 20
surgery 82
surgical 56
surgically 28
surname 77
surnames 28
surplus 48
surprise 108
surprised 76
surprisingly 35
surrender 82
surround 81
surrounded 98
surrounding 74
surroundings 25
surveillance 77
survey 115
surveys 28
survival 90
survive 126
survived 52
surviving 36
survivor 67
survivors 41
susceptible 21
suspect 59
suspected 35
suspend 45
suspended 66
suspension 104
suspicion 42
suspicious 30
sustain 43
sustained 36
suture 33
svg 28
swallow 161
swallowed 87
swamp 91
swamps 46
swan 22
swap 143
sware 76
swarm 43
swarms 32
swatch 25
sway 20
swear 267
swears 27
sweat 68
sweep 66
sweet 528
swell 25
swelling 44
swept 38
swift 162
swiftlet 28
swiftly 41
swim 73
swimming 114
swine 31
swing 90
swinging 27
swings 20
swipe 32
swirl 20
swiss 40
switch 538
switched 26
switches 191
switching 116
switzerland 33
swivel 73
swollen 24
sword 1792
swords 131
swore 183
sworn 158
sycamore 21
symbol 371
symbolic 80
symbols 178
symlink 32
symmetric 26
symmetry 32
sympathy 34
symphony 27
symptoms 33
synagogue 114
synagogues 79
sync 90
synchronization 33
synchronize 40
synchronous 24
syndrome 91
syntax 280
synthesis 26
synthetic 46
syria 217
syrian 38
syrians 179
syringe 35
syrup 27
syslog 31
system 2761
systems 657
t 460
ta 28
taanach 24
tab 1217
tabernacle 598
tabernacles 46
table 2934
tables 637
tablet 59
tablets 45
tabor 46
tabs 192
tactical 32
tactics 24
tag 533
tagged 32
tags 281
tail 245
tailed 420
tailor 26
tailoring 20
tails 37
take 6923
taken 2262
takeover 24
taker 37
takes 724
taketh 67
taking 568
tale 72
talent 92
talented 20
talents 202
tales 44
talk 559
talked 149
talking 358
talks 52
tall 128
tallin 121
talmai 22
talmon 20
tamar 101
tan 31
tanager 180
tangent 66
tania 36
tank 234
tanker 22
tanks 55
tanning 52
tap 138
tape 211
taper 29
tapping 37
tappuah 23
tar 73
target 824
targeted 41
targets 119
tariff 46
tarried 47
tarry 97
tarshish 90
tarsus 30
task 420
tasks 163
taste 226
tasted 35
tastes 59
tasting 25
tasty 92
taught 204
taum 21
tavern 31
taverns 32
tawny 37
tax 985
taxable 25
taxation 64
taxes 125
taxi 45
tcp 31
tea 146
teach 409
teacher 248
teachers 120
teaches 35
teaching 476
teachings 22
teal 25
team 588
teamd 25
teams 110
tear 171
tearing 29
tears 166
tech 73
technical 135
technician 55
technicians 26
technique 119
techniques 57
technologies 35
technology 415
teeth 324
tekoa 27
tel 22
telephone 141
teleport 29
teleporter 20
telescope 21
telescopic 22
teletext 23
television 116
tell 1505
telling 85
tells 51
teman 39
temper 27
temperature 260
temperatures 53
tempered 30
tempest 57
template 576
templates 217
temple 693
temples 44
tempo 28
temporal 55
temporarily 72
temporary 268
tempt 27
temptation 45
tempted 61
ten 959
tenant 31
tenants 22
tend 48
tendency 21
tender 157
tennis 29
tenons 21
tenor 22
tens 30
tensile 34
tension 92
tent 1042
tentacles 23
tenth 318
tenths 33
tents 488
terah 43
teraphim 21
term 381
terminal 336
terminals 56
terminate 54
terminated 66
terminating 25
termination 70
terminology 24
terms 288
tern 40
terrace 20
terrain 293
terrains 20
terrestrial 24
terrible 150
terribly 28
terrified 26
territorial 28
territories 24
territory 213
terror 150
terrorism 45
terrorist 45
terrors 49
test 1568
testament 34
tested 143
tester 56
testers 28
testified 85
testify 121
testimonies 94
testimony 210
testing 193
tests 315
text 4789
textbook 26
textile 38
texts 83
textual 26
texture 76
tf 25
th 259
tha 22
thai 26
than 3987
thank 376
thanks 549
thanksgiving 76
that 48546
the 356061
theatre 118
thee 3698
theft 57
their 17264
theirs 120
them 23654
theme 288
themed 25
themes 50
themselves 1540
then 10548
thence 139
theorem 48
theory 189
therapy 97
there 11756
thereby 60
therefore 3826
therein 472
thereof 1113
thereon 143
thereto 34
therewith 61
thermal 129
thermometer 32
thesaurus 29
these 6360
thessalonica 20
they 27801
thick 418
thicket 25
thickness 71
thief 125
thieves 81
thigh 74
thin 238
thine 922
thing 1935
things 4629
think 1029
thinking 126
thinks 52
third 794
thirst 126
thirsty 90
thirteen 55
thirteenth 39
thirtieth 26
thirty 656
this 26810
thistle 23
thither 96
thomas 46
thoria 22
thorn 42
thorns 186
thoroughly 56
those 4730
thou 5288
though 1314
thought 689
thoughts 301
thousand 1763
thousands 295
thread 248
threaded 37
threads 92
threat 116
threatened 31
threatening 53
threats 42
three 2498
threescore 139
threshing 85
threshingfloor 23
threshold 233
thresholds 23
threw 63
throat 84
throated 300
throne 444
thrones 25
throttle 32
through 3826
throughout 476
throw 240
throwing 62
thrown 110
throws 26
thrush 207
thrust 189
thumb 85
thumbnail 72
thumbnails 31
thumbs 37
thummim 20
thunder 105
thundering 23
thunders 22
thunderstorm 91
thunderstorms 21
thurion 43
thursagan 38
thursday 35
thus 2166
thy 4476
thyself 210
tick 48
ticker 23
ticket 433
tickets 198
ticks 20
tidal 45
tide 58
tidings 87
tidy 25
tie 114
tied 71
tiff 44
tiger 47
tight 102
tightly 30
tilde 26
tile 274
tiles 169
tileset 39
till 946
tilt 44
timber 139
time 7183
timed 41
timeline 64
timeout 165
timer 80
times 1262
timestamp 68
timestamps 22
timetable 30
timezone 57
timing 58
timnah 40
timor 21
timothy 69
tin 88
tinamou 42
tiny 102
tip 201
tipped 41
tipping 26
tips 106
tire 29
tired 148
tirzah 61
tishbite 20
tissue 119
tit 106
tithe 50
tithes 65
title 697
titles 90
titus 58
tls 101
to 165603
toast 24
tobacco 63
tobiah 51
today 659
tody 37
toe 99
toed 22
toes 47
together 2548
toggle 388
toggled 21
toggles 45
toil 25
toilet 74
token 197
tokens 47
tola 22
told 963
tolerance 73
tolerate 23
toll 61
tom 30
tomato 36
tomb 78
tombs 33
tomorrow 303
ton 23
tone 135
tongs 43
tongue 507
tongues 128
tonight 55
tonne 20
tonnes 20
too 1842
took 3785
tool 1003
toolbar 489
toolbars 104
toolbox 40
toolkit 39
tools 753
toolsmith 20
tooltip 47
tooltips 25
tooth 171
toothed 53
top 1410
topaz 20
topheth 28
topic 81
topics 37
tops 92
torch 39
torches 26
tore 75
torment 29
torn 145
torpedo 25
torque 96
torrent 22
torsion 25
torture 25
toss 24
tossed 28
total 616
totally 41
totals 41
touch 336
touched 183
touches 98
toucheth 40
touching 125
tough 80
tour 63
touring 20
tourism 32
tourist 60
tourists 34
tournament 21
tours 22
tow 43
toward 1024
towards 225
towel 41
tower 378
towers 124
towing 36
town 1357
towns 663
toxic 35
toy 45
toys 21
trace 134
tracer 25
traces 58
tracing 32
track 715
tracked 26
tracking 105
tracks 206
tract 27
traction 40
tractor 37
trade 570
traded 46
trademark 34
trader 58
traders 112
trading 173
tradition 66
traditional 131
traffic 436
trail 92
trailer 61
trailers 22
trailing 74
trails 23
train 451
trained 114
trainer 23
training 611
trains 69
trait 57
traitor 29
traitors 21
traits 25
trample 27
trans 20
transaction 488
transactions 244
transfer 391
transferred 66
transfers 22
transform 120
transformation 96
transformed 44
transformer 34
transgress 33
transgressed 87
transgression 97
transgressions 142
transgressors 41
transient 25
transistor 22
transit 81
transition 138
transitional 21
transitions 28
translate 55
translated 116
translation 531
translations 153
translator 22
translators 29
transmission 168
transmitted 53
transmitter 24
transparency 133
transparent 110
transport 412
transportation 34
transported 20
transpose 24
transverse 55
trap 171
trapped 58
traps 62
trash 108
travail 85
travel 345
traveled 34
traveling 49
traveller 27
travellers 27
travelling 99
travels 48
traverse 26
tray 78
trays 31
treacherous 40
treacherously 69
tread 168
treads 27
treason 28
treasure 147
treasures 176
treasuries 49
treasury 89
treat 99
treated 94
treaties 20
treatment 267
treatments 26
treaty 132
treble 32
tree 1816
trees 973
tremble 102
trembled 59
trembles 22
trembling 81
trench 70
trend 142
trends 21
trespass 244
trespassed 52
trespasses 38
trial 172
trials 54
triangle 60
triangular 39
tribe 868
tribes 487
tribulation 29
tribute 117
trick 89
tricked 37
tricks 38
trident 34
tried 183
tries 61
trigger 113
triggered 37
trigonometric 22
trim 78
trimmer 20
trip 181
triple 73
trips 41
triumph 49
trivial 30
troas 21
trodden 70
trogon 34
troll 75
trolley 53
trolleys 25
trolls 151
troop 77
troops 196
tropical 57
trouble 853
troubled 363
troubles 137
troubling 46
trough 53
trousers 61
truck 77
trucks 22
true 1661
truly 552
trumpet 186
trumpets 148
truncate 32
truncated 60
trunk 26
truss 40
trust 591
trustdb 22
trusted 168
trusts 43
truth 776
try 907
trying 365
tty 70
tub 29
tubal 35
tube 306
tubes 125
tubular 45
tuck 33
tuesday 41
tufted 29
tumour 40
tumult 53
tuna 21
tune 77
tuned 21
tuner 24
tuning 47
tunnel 181
tunnels 148
turban 26
turbine 60
turf 22
turkey 33
turkish 30
turn 1923
turned 1599
turneth 33
turning 481
turnout 34
turnover 45
turns 277
turret 77
turrets 26
turtle 39
tutorial 81
tv 94
twain 20
twelfth 87
twelve 613
twentieth 97
twenty 1131
twice 197
twilight 44
twin 88
twined 61
twins 33
twist 64
twisted 92
twisting 36
twists 23
two 5029
txt 36
type 3490
typed 45
types 516
typical 55
typically 51
typing 86
tyrannulet 50
tyrant 130
tyre 425
tyres 78
tyrus 22
u 878
ugh 36
ugly 32
uh 74
ui 66
uid 121
ulcer 23
ultimate 31
ultimately 21
ultra 29
ultrasonic 35
um 29
umbrella 41
un 43
unable 927
unarmed 24
unauthorized 20
unavailable 77
unawares 24
unbalanced 31
unbelief 31
uncertain 40
unchanged 83
unchanging 92
uncheck 27
unchecked 24
uncircumcised 121
uncircumcision 44
uncle 62
unclean 982
uncleanness 113
uncomfortable 22
uncontrolled 68
uncover 80
uncovered 120
undead 340
undefined 54
under 2731
undergo 98
undergoing 20
undergone 26
underground 132
underline 78
underlined 27
underlining 20
underlying 39
underneath 55
underscore 21
understand 436
understanding 498
understands 25
understood 124
undertake 33
undertaking 43
undertakings 23
underwater 71
underwear 22
underworld 97
undo 185
undone 69
unemployment 34
unequal 24
unexpected 194
unexpectedly 39
unfilled 21
unfinished 25
unfit 24
unfortunate 24
unfortunately 133
ungodly 64
ungroup 28
unhappiness 34
unhappy 110
unholy 48
unicode 107
unicorp 34
unified 37
uniform 62
uninstall 24
union 148
unique 185
unit 1268
united 181
unitflag 38
units 1057
unity 28
universal 89
universally 22
universe 48
universities 26
university 164
unix 60
unjust 30
unknown 940
unleavened 218
unless 280
unlike 46
unlikely 45
unlimited 35
unlink 24
unload 34
unloaded 25
unloading 30
unlock 91
unlocked 36
unmark 41
unmarried 86
unmatched 30
unmount 21
unnamed 40
unnatural 32
unnecessary 22
uno 142
unordered 30
unpaid 29
unpeopled 40
unpleasant 26
unprofitable 20
unprotect 25
unpunished 44
unreachable 25
unread 30
unrecognized 69
unrighteous 38
unrighteousness 64
unsafe 38
unsaved 33
unseen 28
unset 53
unsexed 29
unspecified 27
unstable 39
unsubscribe 20
unsuccessful 22
unsupported 270
unterminated 34
until 1861
untitled 23
unto 15318
untouched 22
untranslated 28
untrue 60
unusable 22
unused 73
unusual 38
unwalled 47
unwise 29
unwittingly 22
unworthy 20
up 14789
upcoming 21
update 453
updated 219
updates 170
updating 90
upgrade 163
upgraded 63
upgrades 21
upgrading 44
uphold 37
upkeep 63
upload 192
uploaded 81
uploading 33
upon 5066
upper 377
uppercase 70
upright 573
uprightly 37
uprightness 55
uprights 21
uproar 21
uprooted 21
ups 40
upset 34
upside 37
upstairs 26
upstream 42
upward 192
upwards 34
ur 26
uranium 25
urban 93
urethral 31
urge 37
urged 33
urgent 54
uri 126
uriah 120
urim 27
urine 23
url 589
urls 69
us 7233
usable 64
usage 351
usb 36
use 5718
used 3365
useful 384
useless 74
user 2039
username 154
users 324
uses 341
using 1832
usr 46
usual 104
usually 187
usury 34
utc 21
utensils 39
utf 95
utility 90
utilization 27
utmost 33
utter 119
uttered 37
utterly 300
uttermost 71
uuid 129
uz 28
uzza 31
uzzah 27
uzzi 35
uzziah 95
uzziel 58
v 338
vacant 21
vacation 27
vaccination 98
vaccine 61
vacuum 101
vaginal 31
vail 38
vain 304
val 56
vale 25
valiant 92
valid 901
validate 24
validation 57
validity 87
valley 685
valleys 126
valor 89
valour 39
valuable 87
valuation 73
value 4440
valued 42
values 1667
valve 348
valves 161
van 45
vane 20
vanilla 25
vanish 25
vanities 31
vanity 212
vapour 41
var 60
variable 742
variables 261
variance 84
variant 106
variants 37
variation 112
variations 60
varied 25
variety 94
various 272
varnish 26
vary 35
varying 21
vascular 27
vashti 37
vast 53
vat 104
vault 100
vba 94
vcard 20
vector 152
vectors 29
veer 20
vegetable 85
vegetables 61
vegetation 37
vehicle 592
vehicles 139
veil 161
veiled 29
vein 99
veins 47
velocity 91
velvet 24
vendor 68
veneer 22
vengeance 165
venison 29
venom 25
vent 45
vented 34
ventilation 84
venture 38
verb 30
verbal 21
verbose 81
verification 89
verified 56
verify 127
verifying 21
verily 223
verity 95
vermin 26
version 1143
versions 152
vertical 495
vertically 102
very 2383
vessel 350
vessels 636
vest 41
veteran 56
veterans 23
veterinary 20
vex 25
vexed 36
via 242
vibrating 23
vibration 76
vicarious 20
vice 50
vicinity 59
vicious 24
victim 56
victims 45
victorious 23
victory 184
victuals 35
video 752
view 1763
viewed 32
viewer 55
viewing 71
views 122
vile 80
village 281
villagers 29
villages 314
vine 365
vinegar 58
vines 90
vineyard 200
vineyards 130
vintage 44
violation 38
violence 229
violent 194
violently 87
violet 59
violin 23
viper 24
vireo 30
virgin 174
virginity 29
virgins 84
virtual 160
virtually 22
virtue 35
virus 110
vis 22
visa 33
visibility 74
visible 452
vision 459
visions 102
visit 278
visitation 34
visited 125
visiting 47
visitor 26
visitors 66
visits 27
visual 155
visually 24
vital 52
vitamin 27
vlc 153
vlookup 23
vocabulary 28
vocal 45
vocational 28
voice 1902
voices 83
void 129
volatile 39
volatility 25
volcanic 49
volcano 39
volk 27
voltage 186
volume 416
voluntary 33
volunteers 23
vomit 37
vomiting 20
vorbis 22
vote 158
voters 35
votes 37
voting 67
voucher 231
vouchers 69
vow 133
vowed 49
vows 98
voyage 29
vpn 56
vs 52
vst 27
vulnerable 43
vulture 39
w 161
wafer 22
wafers 23
wage 118
wages 107
wagon 77
wagons 50
wail 60
wailing 52
waist 59
wait 741
waited 114
waiting 597
waits 34
wake 94
walk 812
walked 348
walketh 40
walking 311
walks 116
wall 1282
walled 83
wallpaper 83
walls 505
wander 55
wandered 31
wandering 157
want 3537
wanted 157
wanting 20
wanton 21
wants 112
war 1843
warbler 293
warc 35
ward 70
ware 64
warehouse 111
warehouses 22
wares 194
warfare 93
warlord 39
warm 226
warming 37
warmth 45
warn 91
warned 70
warning 797
warnings 90
warp 76
warrant 54
warranty 62
warred 20
warrior 69
warriors 104
wars 93
was 21488
wash 350
washed 227
washer 61
washers 30
washing 180
wast 61
waste 1344
wasted 131
wastes 34
wasting 79
watch 544
watched 86
watcher 20
watchers 21
watches 43
watching 129
watchman 86
watchmen 73
water 3310
watered 45
watering 29
watermark 57
waters 1083
waterway 30
waterways 28
wattle 26
wattled 25
wav 23
wave 397
waved 41
waves 194
waving 32
wax 116
waxed 45
way 4342
wayfaring 20
ways 1088
wayside 27
we 12590
weak 293
weaker 38
weakness 59
weaknesses 22
wealth 444
wealthy 24
weaned 37
weapon 519
weaponry 32
weapons 420
wear 277
wearied 38
weariness 57
wearing 129
weary 143
weather 314
weathering 22
weave 37
weaver 100
weaving 48
web 443
webcast 23
weblate 154
webs 21
website 131
wedding 103
wedge 92
wednesday 33
week 404
weekday 44
weekend 109
weekly 46
weeks 174
weep 142
weeping 363
weft 26
weigh 48
weighed 69
weighing 35
weighs 20
weight 555
weighted 52
weights 55
weir 26
weird 46
welcome 243
weld 60
welded 39
welding 209
weldyn 56
welfare 65
well 2893
wells 57
went 6129
wep 43
wept 175
were 11816
wesfolk 32
wesmere 22
wesnoth 221
west 542
western 189
westin 32
westward 79
wet 195
wetting 23
whale 90
what 7207
whatever 461
whatsoever 278
wheat 221
wheatear 22
wheel 484
wheeled 32
wheels 235
whelps 22
when 14351
whence 99
whenever 155
where 3742
whereas 102
whereby 71
wherefore 343
wherein 187
whereof 119
whereon 56
whereunto 39
whereupon 32
wherever 148
wherewith 109
whether 1595
which 15983
whichever 21
while 2552
whilst 32
whip 64
whips 22
whirlwind 69
whisper 30
whistle 51
whistler 35
whistling 31
white 1444
whitespace 37
whither 124
whithersoever 27
who 15306
whoa 21
whoever 399
whole 1021
wholesale 27
wholly 84
whom 2909
whomsoever 26
whoredom 22
whoredoms 32
whoring 20
whose 1675
whoso 54
whosoever 334
why 1966
wi 65
wicked 953
wickedly 62
wickedness 354
wide 558
widelands 92
widely 44
wider 26
widget 165
widgets 31
widow 212
widows 101
width 841
widths 23
wield 48
wielded 22
wife 1538
wiki 84
wikipedia 27
wild 337
wildcard 21
wildcards 66
wilderness 838
wildlife 34
will 31506
willing 167
willingly 69
willow 48
wilt 238
win 206
winch 34
wind 840
winding 78
window 1854
windows 485
winds 119
wine 1144
winepress 34
wines 25
wing 202
winged 301
wings 334
wink 22
winner 31
winning 58
winter 256
wipe 66
wiped 37
wire 376
wired 36
wireless 32
wires 49
wiring 27
wisdom 957
wise 1026
wisely 78
wiser 37
wish 306
wishes 49
wit 61
witch 27
with 36515
withal 35
withdraw 90
withdrawal 76
withdrawn 36
withdrew 26
wither 36
withered 61
withers 23
withheld 44
withhold 40
within 1152
without 3176
withstand 52
witness 632
witnesses 196
wives 504
wizard 384
wizards 87
woe 284
wolf 81
wolves 66
woman 1520
womb 206
women 834
won 113
wonder 364
wondered 43
wonderful 87
wondering 31
wonders 263
wondrous 53
wood 1111
woodcreeper 46
wooden 217
woodland 44
woodpecker 163
woods 120
woof 34
wool 185
woollen 24
word 3594
words 2990
work 3520
workbook 56
workday 38
workdays 26
worked 222
worker 193
workers 371
worketh 35
workflow 85
working 840
worklist 34
workman 53
workmanship 31
workmen 70
works 1167
workshop 94
workspace 34
world 1897
worlds 61
worm 151
worms 60
wormwood 26
worn 168
worried 32
worries 22
worry 125
worse 216
worship 561
worshiped 62
worshipped 122
worshippers 61
worshipping 51
worst 76
worth 209
worthless 39
worthy 216
would 3463
wouldest 38
wound 205
wounded 200
wounding 35
wounds 133
woven 62
wow 42
wpa 29
wrap 178
wrapped 89
wrapper 24
wrapping 65
wraps 25
wrath 1039
wreath 20
wren 118
wrench 54
wrenches 21
wretched 25
wrist 24
writable 40
write 901
writer 478
writes 56
writing 605
writings 120
written 899
wrong 899
wrongdoing 124
wrongfully 25
wrongly 26
wrote 199
wroth 48
wrought 122
www 72
x 1506
xcf 22
xforms 23
xml 267
xmp 70
xp 22
xslt 28
xx 30
xy 22
xylem 20
y 618
ya 84
yacht 21
yah 51
yahweh 6501
yard 65
yards 20
yarn 70
yaw 20
ye 3885
yea 608
yeah 112
year 2098
yearly 63
years 2418
yeast 73
yellow 529
yer 43
yes 1140
yesterday 90
yet 2408
yield 240
yielded 23
yielding 25
yields 60
yoke 263
yokes 22
york 22
you 73117
young 1535
younger 141
youngest 91
your 34079
yours 327
yourself 1353
yourselves 834
youth 299
yuv 20
yw 33
yyyy 57
z 181
zabad 25
zabdi 22
zaccur 31
zacharias 30
zadok 188
zalmunna 47
zd 30
zeal 47
zealand 28
zealous 30
zebadiah 31
zebah 47
zebedee 26
zebul 21
zebulun 162
zechariah 153
zedekiah 215
zeeb 23
zelophehad 37
zephaniah 32
zerah 71
zero 585
zeros 31
zerubbabel 90
zeruiah 91
ziba 63
zibeon 29
zichri 43
zidon 47
zidonians 25
ziklag 49
zilpah 28
zimri 53
zin 41
zinc 55
zion 595
zip 65
ziph 31
zippor 26
zoan 26
zoar 36
zobah 47
zombie 62
zombies 80
zone 412
zones 160
zoom 235
zorah 36
zu 131
zuar 20
zur 31
"""

LOOKALIKES = """
aale
aargh
aarons
abab
abad
abaddon
abandonnent
abandono
abandons
abase
abaz
abba
abbe
abbi
abbrevation
abcd
abcs
abdominable
abdominale
abeam
abednegos
abels
abend
aber
abet
abey
abez
abgl
abhorre
abhorrer
abhorres
abhorrez
abhors
abia
abiah
abias
abiathars
abichail
abida
abided
abiel
abieser
abihud
abija
abijam
abijas
abile
abilita
abiliti
abilito
abimelechs
abinadabs
abinoam
abirams
abisag
abisai
abischag
abitub
abjathar
abler
ables
abloy
ably
abms
abneh
abners
abodes
aboie
abolishes
abominables
abominably
abondance
abondant
abonde
abord
aborde
aborded
abording
aborte
aborti
abortin
abortions
aborto
aborts
abot
abounds
abourt
abouta
aboute
abouti
abra
abrahams
abrams
abrasione
abrasioni
abrasions
abraum
abril
abroads
abroma
absaloms
absed
absences
absenta
absente
absents
abside
absolete
absolue
absolut
absoluta
absoluten
absoluter
absolutes
absolutey
absoluto
absorbe
absorber
absorbes
absorbez
absorbin
absorptions
absout
absoute
abstains
abstracta
abstractin
abstractions
abstracto
abstracts
abstrait
abstrakt
abstraktion
abstruct
abstruction
abuje
abundances
abundante
abus
abusa
abused
abusent
abuser
abuses
abusez
abusi
abusiva
abusives
abusivi
abusivo
abuso
abut
abutments
acacias
academia
academics
academio
academis
acadia
acalia
accelerate
accelerater
accelerates
acceleratin
acceleratio
accelerations
accelerato
accelerators
accend
accension
accented
accenti
accenting
accento
accents
accepta
acceptables
acceptably
acceptances
acceptante
acceptas
accepte
accepter
acceptes
acceptez
acceptin
accesa
accese
accesi
accesible
acceso
accesses
accessi
accessibile
accessibiliy
accessibles
accessibly
accessin
accessions
accesso
accessoires
accessori
accessorie
accessx
accestor
accidenta
accidentai
accidentale
accidentali
accidentals
accidentar
accidentas
accidente
accidentel
accidentes
accidenti
accise
accommodante
accommodat
accommodated
accommodates
accommodatin
accommodations
accomodate
accompanies
accompanyin
accomplis
accomplishes
accora
accorate
accorda
accordante
accorde
accordi
accordino
accordo
accords
accore
accort
accouant
accouent
accountas
accountin
accourt
accrue
accrues
accs
acct
accule
accumulate
accumulater
accumulates
accumulatin
accumulations
accumulato
accumulators
accurata
accurati
accurato
accure
accured
accusa
accusate
accusations
accuser
accusera
accuseras
accuses
accusez
accusi
accuso
aced
acent
aceptable
aces
acetates
acetato
acetite
acftually
achab
achaja
achala
achar
achas
achat
achaz
achban
achbors
ached
achers
aches
achieveds
achievements
achiever
achieves
achikam
achimaaz
achimelech
achin
aching
achinoam
achio
achis
achitub
achive
achived
achives
achjan
achor
acht
achte
achy
acial
acida
acide
acides
acidi
acido
acids
acing
acknowledgements
acknowledges
acknowledgment
ackward
acle
acls
acon
acos
acot
acoustics
acoustid
acpi
acqua
acquaintances
acquatic
acquires
acquise
acquisitions
acracia
acre
acrid
acron
acses
acta
actas
acte
actea
actent
acter
actes
actez
acth
actin
actine
activa
activater
activaters
activatin
activations
activer
actives
activex
activez
activite
activites
activiti
activits
activo
activons
acton
actons
actora
actuall
actuals
actuar
actuel
acucia
acume
acure
acusation
acuse
acused
acuta
acuter
acutes
acuti
acuto
adadah
adama
adamah
adami
adamo
adams
adan
adapd
adaped
adapta
adaptar
adapte
adaptera
adapters
adaptes
adaptez
adaption
adaptives
adaptor
adaptove
adapts
adara
adas
addan
addar
addend
adders
addes
addi
addice
addictin
addictions
addin
addio
additino
additions
additiva
additiven
additiver
additives
addled
addling
addno
addresse
addressee
addressees
addressin
adduction
adeguate
adel
aden
adent
adept
ader
ades
adesive
adhesiva
adhesives
adhesivo
adiar
adiel
adin
adir
adit
adivce
adive
adivse
adjacente
adjacents
adjuster
adjustes
adjustin
adler
admah
adman
admen
admet
admi
adming
administers
administor
administrador
administraters
administrations
administrativ
administrativa
administrativen
administratives
administrativo
administre
administrer
admins
admis
admise
admissions
admits
adna
adnah
adonija
adonijahs
adonijas
adopta
adopte
adopter
adoptes
adoptez
adoptions
adoptive
adopts
ador
adored
ados
adra
adrar
adress
adresses
adriel
adsorbed
adsorption
adtor
aduar
adul
adula
adule
aduli
adulo
adulta
adulte
adultera
adultere
adulterer
adulteri
adultero
adulti
adulto
adults
adur
advancements
advancer
advandce
advantaged
advantages
advents
adventured
adventurer
adventures
advenu
adverbe
adversa
adversaires
adversar
adversarys
adverser
adverses
adverso
advert
advertis
advertised
advertisements
advertiser
advertises
advices
advient
advil
advint
adviser
advises
advisor
advisoriy
advisors
advisorys
adware
aenon
aeon
aerea
aeree
aerials
afear
afect
afects
afer
affact
affadir
affaira
affairas
affaire
affaires
affari
affecta
affectas
affecte
affecter
affectes
affectez
affectin
affections
affekt
affiliction
afflicts
affords
affort
afiar
afin
afone
afose
afra
africain
africana
africani
africano
africans
afrika
afternoons
afterword
afterwords
afther
agains
agants
agar
agee
ageing
agence
agences
agenciez
agendai
agendas
agende
agendo
agens
agente
agenti
ager
aggregat
aggregated
aggregater
aggregates
aggregatin
aggregations
aggressiv
aggressiver
aggressives
aggressivo
aggressore
aggressori
aggressors
agha
agie
agies
agility
agings
agino
agio
agir
agis
aglow
agnes
agog
agos
agre
agrees
agression
agressive
agrete
agricultura
agricultures
agrippai
agrippas
agrippe
agro
aground
agua
ague
ahabs
ahan
ahas
ahaziahs
aher
ahhh
ahiah
ahiam
ahian
ahieser
ahija
ahijar
ahimelechs
ahinadab
ahiram
ahithophels
ahitophel
ahitubs
ahlab
ahle
ahmad
ahmed
ahmen
ahnt
ahoi
aiath
aicher
aiches
aida
aidas
aide
aider
aides
aidez
aiding
aidons
aient
aies
aigle
aigles
aigue
aile
ailed
ailes
ails
aima
aime
aimee
aimer
aimes
aimez
aims
aine
aint
ainu
aira
aire
aired
airports
airs
airways
airy
aise
aises
aiuto
ajalon
ajar
ajas
ajea
ajena
ajin
ajjalon
ajout
akin
akku
akkubs
akkus
akron
aksa
akss
akte
aktion
aktions
aktive
akute
akwe
alam
alan
alar
alara
alarma
alarme
alarms
alatar
alba
albar
albe
alben
alber
albert
albine
albo
albohol
albs
albur
alcofol
alcoholics
alcoholis
alcohols
alcool
aldar
alden
alder
aldine
aldo
alea
alear
alera
alero
alers
alerta
alerte
alerto
alerts
ales
aleut
aleve
alexanders
alfar
alfas
alfine
alford
alga
algal
algar
algen
alger
alghe
algie
algine
algo
algoristhm
algorithme
algorithmes
algorithmos
algorithmus
algorithsm
algue
algum
aliah
alian
aliar
aliase
aliased
aliasen
alice
aliena
alienate
alienates
aliene
aliened
alieni
aliening
alieno
alier
alighing
alighning
alight
aligna
alignas
alignc
aligne
alignement
alignent
aligner
alignes
alignez
alignin
alignl
alignments
alignr
alikes
alim
aline
alined
alines
aling
alining
alios
alis
alisa
alisas
alise
alises
aliso
alit
alitas
alite
aliter
aliver
alke
alkohol
alla
allas
allay
allays
alle
allen
allens
aller
alles
alley
alliances
allias
allie
allier
alliez
allo
alloated
alloc
allocante
allocare
allocaste
allocata
allocater
allocates
allocati
allocatin
allocationg
allocations
allocato
allocution
allogate
allon
allone
allons
allot
allotments
allots
alloud
allous
allowances
allowd
allowe
allowes
allowin
alloyed
alloying
alloys
allready
allright
alls
alltogether
alma
almo
almon
almona
almud
alna
alno
alocation
aloe
alogn
aloha
alose
alotar
alpe
alpen
alpert
alpes
alphac
alphanumerics
alphas
alpi
alpin
alpina
alpiner
alpines
alpino
alpins
alpo
alsa
alsop
alta
altai
altair
altare
altari
alte
altea
altear
altem
alten
altera
alterante
alterate
alterating
alterations
altercation
alteri
alteriate
altern
alternante
alternare
alternaste
alternat
alternata
alternated
alternates
alternati
alternatie
alternaties
alternatin
alternation
alternativ
alternativa
alternativen
alternativer
alternativi
alternativo
alternato
alterniate
altero
alters
altert
altes
alti
altier
altitud
altitudes
alto
altor
altra
altre
alts
alud
alum
aluminim
aluminimum
aluminiums
alumnium
alums
alune
alus
alvine
alwa
alwan
alzar
alzo
amaca
amada
amalear
amaleas
amalekite
amalekiter
amalekiters
amaleks
amalia
amam
amana
amar
amara
amare
amas
amasai
amasar
amasas
amasia
amasiah
amasja
amass
amassa
amata
amateure
amateurs
amature
amava
amaze
amazes
amazia
amazias
amazin
amazona
amazone
amazons
ambiant
ambiente
ambienti
amble
amblent
ambo
ambon
ambos
ambrent
ambulances
ambulante
ambulanze
amena
amenda
amende
amendement
amendent
amendments
amends
amene
amened
ameni
ameno
ameos
amer
americana
americano
americans
americas
amerika
ames
amgen
amia
amid
amide
amides
amies
amin
aminadab
amir
amis
amma
amman
amme
ammen
ammi
ammiels
ammihuds
amminadabs
amminidab
ammoni
ammonire
ammonita
ammoniter
ammonitess
ammonito
ammu
amnion
amnons
amok
amol
amomo
amons
amont
amor
amoriter
amoriters
amortie
amorties
amortisation
amortizations
amour
ampi
ample
amples
amplifie
amplified
amplifiera
amplifiers
amplifies
amplifiez
amplitud
amplitudes
amply
ampo
amps
amrams
amte
amts
amure
amusa
amuse
amway
anab
anaestesia
anaesthetics
anaiah
anakims
anal
anale
anales
analoga
analoge
analoghe
analogie
analogo
analogs
analogues
analogy
analye
analyes
analysais
analysas
analyse
analysed
analysen
analyser
analysers
analysez
analysies
analystes
analysts
analysze
analyticall
analyzed
analyzer
analyzes
anamim
anan
ananas
ananiah
ananjas
anar
anas
anat
anath
anats
anay
anca
anch
anchar
anches
ancho
anchoa
anchoar
anchois
anchorin
ancien
anciens
ancients
ancillari
ancor
ancrent
anda
andar
andel
anden
andern
andi
andle
andles
andre
andrea
andrei
andren
andres
andrews
andy
anea
aner
anesthesia
anesthetic
aneurism
aneurysma
aneurysms
anfi
ange
angela
angeles
angeli
angeln
angelo
angers
anges
angie
angla
angler
anglers
anglet
anglo
angor
angr
angra
angula
anibal
anim
anima
animai
animais
animale
animales
animali
animante
animar
animare
animas
animaste
animata
animates
animati
animatin
animatior
animatiors
animato
animiate
aniother
anis
anisal
anise
anises
anker
ankh
ankles
anklet
anly
annal
annam
annas
annay
anne
anneal
anni
anno
annonce
annone
announced
announcer
announces
annoyin
annuale
annuali
annuals
annuel
annul
annula
annular
annunity
anoa
anode
anointin
anoints
anomal
anon
anona
anormal
anothers
ansa
ansah
anses
ansi
ansia
anspect
answerin
anta
ante
anted
antelopes
antena
antennae
antennas
antenne
anteriore
anteriori
antes
anther
antia
antibiotics
antic
anticipate
anticipates
antik
antillen
antilope
antiqua
antiqued
antiquer
antiques
antiquez
antis
antone
antor
antri
antw
anua
anual
anular
anus
anvils
anybodys
anyones
anyother
anythin
anythings
anyways
anzi
aother
aound
aparte
apartments
apea
apear
aped
apena
apeo
apertura
apertured
apertures
apes
apetite
apheka
aphik
apia
apice
apik
aping
apio
apion
apis
apliance
apliances
aplicable
aplitude
apocalypses
apode
apokalypse
apollo
apollon
apollons
apop
aposte
apostel
apostels
apostes
apostre
appairent
appal
apparats
apparatur
appare
appareil
apparels
apparenta
apparente
apparenti
apparents
apparient
appas
appealed
appealing
appeals
appearances
appearin
appeased
appeasing
appeau
appel
appela
appell
appels
appen
appena
appende
appendes
appendez
appends
appendu
appened
appens
appetire
appetit
appetites
appetiti
appetito
applet
applets
applicabile
applicables
applie
applikation
applyin
appo
appointa
appointe
appointee
appointements
appointent
appointer
appointes
appointez
appointi
appoints
appond
appraisals
appreciated
appreciates
appreciste
apprecitae
apprend
apprended
apprenticed
apprentices
apprentie
approachin
approches
appropriare
appropriata
appropriated
appropriates
appropriati
appropriato
approuve
approva
approvai
approvals
approver
approves
approvi
approvo
approximated
approximates
approximatin
approximations
appuies
apre
apri
aprii
aprile
aprili
aprilo
aprils
apro
aproj
aprono
aprons
apse
apses
apside
apsos
apta
aptar
apte
apter
aptitud
aptitudes
aptly
apto
apure
aquae
aquas
aquatics
aquea
aquela
aquile
aquilea
aquiva
araba
arabe
arabica
arabico
arabien
arabiens
arabio
arabisa
arabo
arabs
araby
arach
arad
arah
arai
aral
aralia
aramaean
arams
aran
arana
arandon
arar
arare
aras
arasa
arase
arases
arbas
arbel
arbitrages
arbitraje
arbitrale
arbitrar
arbitrari
arbitrariy
arbitrarly
arbitrate
arbor
arbour
arca
arcade
arcana
arcanes
arcani
arcanne
arcano
arcate
arcature
arce
arcea
arced
archa
arche
arched
archero
archery
archest
archet
archets
archi
archie
archieve
archieved
archieves
archine
archite
architectura
architecturai
architecturale
architecturas
architecturer
architectures
architecturez
archites
architetture
archiv
archiva
archivas
archived
archiven
archiver
archivez
archivi
archivo
archivs
arco
arcs
arctics
arda
arde
arder
ardon
ardor
ardour
ardue
areal
arec
areca
aree
arel
arenai
arenal
arenar
arenas
arene
arenga
areni
areno
arent
arepa
ares
aretas
arfar
argas
arge
argel
argent
argentin
argentine
argentino
argentins
argents
arger
arges
argo
argon
argos
argp
argua
argued
arguent
arguer
argues
arguez
arguin
argumenta
argumentas
argumente
argumentes
argumento
argus
argute
argv
aria
arial
arias
arib
arid
aride
arides
arie
arieh
arien
arier
aries
arieses
aright
arigue
arije
arim
ario
ariochs
ariose
arisa
arisas
arisen
ariser
arisez
arithmetik
arival
arkane
arkose
arks
arma
armar
armas
armateur
armatur
armatura
armatures
arme
armee
armen
armer
armes
armet
armez
armi
armiez
armo
armon
armorer
armors
armory
armos
armourer
armours
armoury
armrest
armys
arna
arnan
arno
arobe
aroca
aromal
aromar
aromas
aromatics
aromi
aromo
aron
arouse
arpa
arpe
arqua
arque
arra
arrangea
arranger
arranges
arrangez
arrangi
arras
arrayx
arrayy
arraz
arre
arresa
arresst
arresta
arresti
arresto
arrests
arrgh
arrhes
arrial
arrime
arrimes
arrise
arrises
arriva
arrivai
arrivals
arrivas
arriver
arrivez
arrivi
arrivino
arrivo
arrogancy
arrogano
arrogante
arroganti
arrogants
arroganz
arroganze
arrogeant
arrogent
arron
arrosant
arrose
arroz
arry
arsa
arsch
arse
arses
arso
arson
arta
artar
arte
artefact
artefacts
artel
artera
artero
arti
articulate
articulates
articule
articules
artiest
artificiale
artificiali
artificiar
artificiel
artillero
artista
artiste
artistes
artisti
artistico
arto
artos
artsy
arty
aruba
arum
aruma
arza
arzas
arzt
asael
asahiah
asan
asap
asaphs
asar
asarel
asas
asasel
asaz
asbel
asbesto
asbestose
asca
asce
ascende
ascender
ascendin
ascends
aschan
ascia
asciis
ascio
asco
ascribed
ascribes
ascw
asdod
asel
asend
asended
asender
aser
asgo
ashan
ashe
ashed
ashen
ashevieres
ashhur
ashier
ashing
ashteroth
ashtray
ashur
asiana
asiano
asians
asides
asiel
asien
asiens
asile
asin
asina
asine
asir
asis
asisa
askelon
askew
askin
asma
asna
asnah
aspa
aspecta
aspectas
aspecte
aspectes
aspecto
aspekt
asphalta
asphalte
asphalts
asple
aspo
asps
asriel
asrikam
assaults
assaut
asse
assembla
assemblea
assemblee
assemblera
assemblers
assembles
assembleur
assemblez
assemblie
assembliez
assent
assents
asser
assers
assert
assertions
asserts
assess
assessments
assez
assi
assigna
assignas
assigne
assignent
assigner
assignes
assignez
assignin
assignmen
assis
assise
assisi
assisst
assista
assistait
assistanat
assistances
assistano
assistante
assistantes
assiste
assistei
assistent
assister
assistes
assistez
assisti
assisto
assists
assit
assits
assn
asso
associante
associare
associaste
associata
associates
associati
associatie
associatin
associato
assodiate
assolute
assomption
assos
assoziation
asss
asst
assuma
assumer
assumes
assumez
assumo
assumptions
assur
assurances
assurde
assure
assureds
assurer
assures
assurez
assuring
assus
assy
assyrien
assyriens
asta
astaroth
aster
asteriks
asterisks
asteroide
asteroids
asti
astique
asto
astonishes
astor
astral
aswan
asylums
atar
atea
atem
ateo
ater
athach
athaiah
athen
athena
ative
atlantern
atlanti
atlantik
atlantis
atlas
atme
atmen
atmospheres
atol
atome
atomi
atomica
atomici
atomico
atomir
atomo
atoms
atomtic
atone
atonements
atop
atout
atrial
atril
atsc
attacha
attache
attachement
attachements
attachent
attacher
attaches
attachez
attaching
attacke
attacken
attackin
attai
attains
attar
atte
attemptin
attenant
attendait
attendances
attendants
attende
attendent
attender
attendere
attendes
attendez
attendo
attendre
attends
attendu
attendue
attendues
attent
attentant
attentino
attentions
attentives
attenuatin
atti
attique
attitudes
attivate
attive
atto
attorneys
attractions
attractives
attracts
attrait
attraktion
attraktive
attrattive
attribtes
attribue
attribues
attribuite
attribut
attributed
attributen
attributi
attributo
attributs
attributse
attucks
atum
auch
auctions
auctor
audi
audiences
audion
audios
audita
audite
auditings
audition
auditive
audito
auditor
auditors
audits
auen
auge
auger
auges
auks
auktion
aule
auner
aunt
aunts
aurea
auree
australiana
australiano
australians
australien
austria
austrians
austrina
auth
authenticater
authenticates
authenticatin
authentications
authorisation
authorised
authoritys
authorizations
authorize
authorizes
authos
autistic
autofilters
autoformate
autoformats
automate
automaten
automates
automatica
automaticall
automatici
automatico
automatics
automatik
automatin
automaton
automattic
automic
automobil
automobiled
automobiles
automobili
autor
autors
autos
autotexte
autumns
auvent
auxiliar
availe
avails
avais
avait
aval
avalanches
avance
avancement
avances
avantage
avar
avare
avec
avena
avengers
avenges
avens
avent
avente
aventure
avenu
avenue
aver
averagea
averaged
averageifs
averages
averged
averse
avert
aveu
avez
avian
aviations
avid
avide
avides
avio
avis
avise
avises
avive
avoider
avoidin
avoids
avoir
avon
avril
avute
avuto
avventure
avverse
awaits
awaked
awaken
awakes
awards
aways
awed
awen
awes
awfull
awim
awing
awoken
awry
axais
axait
axas
axed
axent
axer
axez
axiale
axil
axila
axile
axing
axiss
axled
axon
axone
ayer
ayes
ayez
ayin
ayway
azal
azalea
azaliah
azaniah
azar
azaz
azaziah
azels
azem
aziel
azmon
azore
azre
azriel
aztor
azua
azufre
azul
azur
azura
azurer
azures
azurez
baaed
baaing
baala
baalah
baale
baali
baalis
baana
baanas
baas
baath
baba
babas
babble
babbled
babblers
babbles
babe
babel
babels
babeo
babied
babier
babiest
babil
babils
babines
bable
baboler
babylons
babys
baca
bach
bache
bachelors
bachs
bachurim
baci
bacis
backe
backen
backends
backer
backet
backets
backings
backpacks
backslidings
backspaced
backspaces
backt
backus
backwars
backyard
backyards
baco
bacome
bacon
bacs
bacterias
bactria
bada
badal
badana
badder
badea
baden
bader
bades
badet
badez
badgea
badgeas
badgera
badgeras
badgez
badi
badil
badin
badins
badness
bado
baesa
baffer
baga
bagged
bagger
bagging
bagni
bago
bagre
bahn
bahre
bahren
baht
baia
baie
baies
baila
baile
bailed
bailey
bailing
bails
bain
bains
baird
bairds
bais
baisa
baise
baisement
baises
baiting
baits
baken
bakend
bakers
bakes
baku
bala
balaams
balade
balades
balah
balai
balaj
balaks
balanceo
balancer
balancez
balancine
balancings
balane
balanes
balante
balar
balay
balcon
balcone
balconi
balcons
balda
balde
balded
baldi
baldly
baldo
balds
baldy
bale
balea
baled
baler
bales
bali
balia
baling
balisa
balk
balked
balking
balks
balky
balla
ballait
ballant
ballas
ballasta
ballaste
ballasti
ballasts
balle
balled
ballen
ballent
baller
balles
ballets
ballez
balli
balling
ballistics
ballistik
ballo
ballon
balloons
ballote
ballots
ballsy
ballt
ballte
balms
balmy
balony
bals
balsam
balsar
balsas
balso
balta
balza
bamboos
bambou
bame
banaba
banal
banals
bananal
bananar
bananas
banane
banano
banas
banc
banch
banches
banching
bancs
banda
bandaged
bandagen
bandages
bandana
bandas
bande
banden
bander
bandes
bandez
bandi
bandied
bandies
banding
bandit
bandita
bandite
banditi
bandito
bando
bandwidths
bandy
bane
banes
bange
banged
banger
bangers
banging
bangs
bangt
banis
banked
banker
bankers
bann
banna
bannana
banne
bannen
bannera
banneras
bannes
bannez
banni
banning
bannir
banns
banque
banquent
banquer
banques
banqueta
banquete
banquets
banquez
bans
banter
banters
banting
baptisa
baptise
baptised
baptisme
baptismo
baptisms
baptiste
baptists
baptizer
baptizes
baptizo
baquet
bara
barack
barag
barah
barai
baraka
baran
barb
barbadian
barbadians
barbaria
barbe
barbed
barbent
barber
barbes
barbeta
barbets
barbez
barbier
barbiers
barbon
barbs
barcodes
barcote
bard
bardage
barde
barden
barder
bards
bared
barer
bares
barf
barfed
barfs
barg
bargains
barged
bargee
barges
bari
bariah
baril
baring
barked
barker
barking
barkley
barks
barmen
barnes
barney
barnum
baro
barone
baroni
barons
barony
barr
barrack
barral
barre
barreal
barreda
barrena
barreno
barrens
barrent
barrer
barres
barrez
barrie
barriera
barriere
barries
barriez
barril
barrir
barron
barrow
barry
barsabas
barsabbas
barsch
barsillai
barst
bart
barte
bartenders
barters
bartes
barth
barton
baruca
baruk
barye
baryon
baryum
basa
basai
basais
basale
basalt
basan
basana
basans
basar
basas
baseballs
basel
baselines
basely
basemen
basements
basen
baser
basest
basez
bashed
bashemath
bashes
bashing
basho
basi
basica
basics
baside
basie
basil
basing
basino
basions
bask
basked
basking
basks
basle
basmath
baso
bason
basons
bassa
basse
bassement
basses
basset
bassets
bassi
bassin
bassins
basso
bast
bastar
bastarda
bastarde
bastardi
bastardo
bastards
bastare
baste
basted
baster
bastes
basting
bata
batched
batching
bate
bated
baten
bates
bather
bathes
bathos
bathrooms
bating
batis
bato
baton
batte
batted
battei
battens
battent
batter
battere
batteria
batterie
batterien
batters
batterys
battes
battez
batting
battled
battlefields
battons
battre
battue
battues
batu
batwing
batzen
bauch
baud
bauds
baue
bauer
baues
bauge
bauger
bauges
baulk
baum
baut
baute
bauten
bave
baver
baves
bawl
bawls
baxter
baya
bayal
bayana
bayas
baye
bayed
bayer
bayes
baying
bayo
bbses
beaches
beacons
beaded
beading
beads
beady
beak
beaker
beakers
beaks
beamed
beamer
beaming
beamten
beanch
beanching
beaned
beaning
beano
bearding
beards
beared
beata
beate
beater
beaters
beati
beatin
beatings
beatles
beato
beau
beaus
beaver
beavers
bebe
beben
beber
bebt
bebten
beca
becames
becard
beck
becket
becks
becs
becta
becter
bedad
bedan
bedder
bede
bedel
beding
bedside
bedsides
beefs
beefy
beeile
beeing
beeps
beera
beere
beeri
beerot
beers
beerseba
beete
beeten
beetled
beets
befa
befahl
befahlen
befalls
befar
befell
befre
begab
begabt
begann
begatten
beget
beggard
beggars
begib
beging
beginn
beginnings
begot
begr
begs
behalt
behan
behaves
behavioral
behaviors
behavor
behead
behinds
behing
beholds
behove
behoved
behring
beide
beider
beides
beifall
beil
beile
beim
bein
beind
beine
beinig
beka
bekam
beker
belag
belah
belang
belare
belas
belau
belay
belch
beleved
belfa
belga
belge
belials
belie
belied
beliefes
belies
believer
believers
believest
belived
belives
bella
belle
belled
belles
belli
bellies
belling
bello
bellot
bellow
bellt
bellus
belog
belon
belongin
belongings
belons
belove
beloveds
bels
belter
belting
belua
belva
benchmarks
benda
bende
bended
bendi
bendino
bendo
bendy
bene
benet
benhadads
beni
benin
benjamine
benjamines
benjamins
benjamita
beno
bents
benz
beon
beone
beors
bera
beraiah
berak
beraten
berating
bere
bereave
bereaves
bered
beret
berg
berge
beria
berias
berief
bering
berith
berlina
berline
berlins
berm
berms
bern
berne
berner
berra
berried
berro
bert
berta
berth
beryls
besar
besek
besen
beseth
besets
besiegen
besiegend
besieger
besieges
besiegt
besiegte
beso
besom
besor
besot
bess
beste
besten
bester
besting
bestows
bests
betach
betah
betas
bete
betel
beten
betet
bethe
bether
bethlehems
bethuels
bethul
betide
betides
betr
betraf
betrag
betrat
betrayer
betrays
betroth
bets
bett
bette
betted
betten
betters
bettery
bettes
bettet
bettina
bettler
bettor
bettung
betuel
beur
beute
beva
beve
bevels
beverages
bevor
bewahre
bewarb
bewared
bewares
bewaring
beyer
beys
bezaleel
bezar
bezer
bhard
biade
biais
biak
biased
biases
biasin
bibel
bibles
bibliographe
bibs
bichai
bichris
bicos
bicycled
bicycles
bidder
biddin
bidding
biddy
bide
biden
bides
biding
bidings
bids
bief
biela
bien
bier
biers
biest
biete
bieten
bieter
biff
biffer
biga
bigest
bight
bigi
bigle
bigler
biked
biker
bikes
biking
biko
bila
bilame
bilance
bilary
bilas
bild
bilde
bilden
bilder
bilds
biler
biles
bilez
bilgah
bilge
bilha
bilhan
bilhas
bili
bilis
bilk
bilked
bilking
bilks
billa
billas
bille
biller
billes
billet
billets
billez
billig
billings
billot
billows
billy
bina
binar
binard
binari
binas
binde
binden
binders
bindery
bindet
bindin
bindung
bindungs
bine
biner
bines
bing
binging
binned
binning
binnuis
binomiale
binomials
bins
biologa
biologica
biologo
biomasse
bionik
bioships
biotic
birbe
birbes
birding
birg
biri
birke
birne
biro
birr
birthdays
birthrights
births
bisa
bisas
biscuita
biscuite
biscuits
bise
bises
biset
bishops
biso
biss
bist
bita
bitas
bitch
biter
biters
bitez
bitin
bitos
bitraten
bitrates
bitt
bitte
bittend
bittent
bittera
bittere
bittern
bitters
bittes
bittet
bittez
bittons
bitts
biult
blab
blach
blackbirds
blacked
blackfoot
blacking
blackroots
blacks
blacksmiths
blacksmithy
bladders
blah
blains
blak
blake
blamed
blamer
blames
blanc
blanced
blances
blanch
blanches
blanching
blanck
blancs
bland
blande
blander
blandness
blanke
blanked
blanken
blanker
blankes
blankest
blankets
blanking
blanko
blare
blared
blares
blaring
blas
blasa
blase
blasement
blasen
blases
blaset
blasphemer
blasphemes
blass
blaster
blastings
blasts
blat
blats
blatt
blau
blaue
blaues
blaze
blazed
blazes
bleach
bleaches
bleak
bleaker
blear
bleat
bleating
bleats
bleb
blebs
blech
bled
bleeder
bleedin
bleedings
bleeds
bleep
bleeping
blei
blench
blenda
blende
blenden
blendend
blender
blendet
blends
blendung
blent
blessa
blessas
blesse
blesser
blessest
blessez
blessin
blest
blet
blets
bleu
bleue
bleus
blick
blight
blinda
blindas
blinde
blinden
blinder
blindes
blindez
blinding
bling
blini
blinis
blinked
blinks
blinkt
bliss
blisters
bloat
bloated
bloats
blobs
bloc
bloca
bloch
blocker
blockes
blockst
blockt
blocky
blocs
blocus
blog
blogs
blond
blondness
blonds
bloods
blooms
blots
blotter
blowers
blowsy
blts
blued
bluer
blues
bluet
bluff
bluffer
bluffers
bluish
blum
blume
blunting
blunts
blup
blurb
blurs
blurt
blurted
blusa
bluse
blushes
blushing
bluster
blut
blute
boah
boarda
boarder
boarders
boardin
boars
boas
boasted
boaster
boastings
boating
boato
boaut
boba
bobard
bobbi
bobbie
bobbing
bobbins
bobble
bobby
bobo
bobs
bocard
bock
bocks
boda
bodden
bode
boded
bodes
bodices
bodied
boding
bodys
boeing
boer
boetter
bofe
boga
bogar
bogged
boggie
bogging
bogied
bogies
bogs
bogue
bogues
bogy
bohne
bohr
boia
boii
boilings
boink
boinking
boire
bois
boiser
boit
boite
boiter
boites
bojar
boje
bola
bolar
bolas
bolder
boldo
bole
boles
bolet
bolets
bolier
boll
bollocks
bolls
bolo
bols
bolsa
bolster
bolus
bomba
bombas
bombe
bombes
bombin
bombings
bombo
bona
bonda
bondad
bondas
bonde
bonder
bondes
bondez
bondi
bondies
bondis
boned
boner
boners
boney
bong
bonged
bonging
bongs
boni
boning
bonis
bonk
bonked
bonn
bonne
bonner
bonnes
bono
bons
bony
bonze
bonzes
boob
boobing
boobs
booed
booes
boogie
booing
booker
bookings
bool
booleani
booleano
booleans
booming
booms
boon
boone
boons
boor
boors
boos
boosted
boosters
boosting
boosts
boote
bootes
booting
booty
booz
boozing
boozy
bops
bora
borain
borains
borane
bord
bordage
bordar
borde
bordear
borded
bordel
bordels
borden
bordera
borderas
bordes
bordez
bordier
bordiers
bords
boreo
borer
borers
bores
borg
borgne
borie
borin
borine
borings
borins
bork
borke
borna
borneo
borner
bornes
bornez
bornu
boro
boron
borro
borrows
borse
bort
borte
boru
bosar
bose
bosh
bosoms
boson
bossa
bosse
bossu
bossy
bostom
bota
botar
botch
bote
botes
bothers
boto
botole
botte
botter
bottes
bottled
botto
bottoms
botton
bottons
bouder
boue
boues
bouffer
bouges
bough
bougie
bouler
boum
bounced
bouncer
bounces
bouncy
bounden
bounder
bounding
bouns
bourder
bourne
bous
bout
boute
bouts
bowel
bowell
bowen
bower
bowers
bowie
bowing
bowle
bowled
bowler
bowlers
bowling
bowser
boxa
boxas
boxe
boxed
boxen
boxeo
boxer
boxers
boxez
boxs
boxy
boya
boyar
boyard
boyards
boyd
boyer
boyo
boza
bozra
brac
braca
braced
bracelet
braceo
brach
brache
braching
braci
bracin
bracings
bracken
braco
bract
bracts
brad
brade
brades
bradly
brads
brady
brag
brags
brahe
brai
braid
braids
braie
braies
brained
brainy
brais
braise
braised
brait
braits
braked
brakest
braket
brakets
brame
brames
bran
branca
brance
brancha
branchas
branche
branched
branchen
brancher
branchez
branchi
branchies
branchin
branchs
branchu
branchues
brancing
branco
branda
brande
branded
brandi
brando
brands
brandt
brani
brano
brant
bras
brasa
brasas
brase
brasent
braser
brases
brasez
brash
brassa
brasse
brassy
brat
braten
brats
brauch
brauen
braun
brausen
braute
brav
brava
braved
braver
braves
bravez
bravi
braving
bravo
brawn
bray
braye
brayes
braying
brays
braze
brazed
brazens
brazilians
brazing
brea
breached
breaching
breack
breacks
breading
breads
breadths
breakdowns
breakfasts
breakin
breakings
breakpont
bream
breams
brear
breastplates
breather
breathes
breathin
breaths
breathy
breating
bred
breeches
breeders
breef
breezed
breezes
breezing
breezy
bref
bremst
bren
brent
bresh
brest
bret
brete
bretter
breve
brew
brewed
brewer
brewers
brezze
brial
brian
briars
briba
bribed
bric
brice
brich
bricht
brida
bridegrooms
brider
brides
bridez
bridgea
bridgeas
bridged
bridger
bridget
bridgez
bridging
bridled
bridles
brie
briefa
briefe
briefs
brier
bries
briet
brife
brifes
brig
brigada
brigaden
brigades
brigande
brigare
brigate
brigdes
briggs
brigs
brillant
brille
brilliants
brima
brimade
brime
brimes
brims
brin
brina
brine
bringe
bringet
bringst
bringt
bringts
brinks
brins
briny
brio
brios
bris
brise
brises
brisk
brisks
bristled
bristles
bristly
brit
britisch
brits
britten
brittler
brize
broa
broach
broaches
broadcastin
broadcasts
broads
broc
brocher
brochures
brock
brocken
broda
brode
broder
broie
broil
broiled
broiler
broilers
broiling
broils
brokers
broking
brom
brome
bromo
bronce
bronches
bronte
bronza
bronzed
bronzer
bronzes
bronzez
bronzi
bronzo
bronzy
brood
broods
broody
brooke
brooking
brooms
bros
brose
brosed
brosse
brosser
brot
brote
broten
broth
brothel
brothels
broths
brou
broum
broute
browne
browned
browner
browns
brows
browsed
browsern
browsers
browses
broyer
bruce
bruces
bruch
brucks
bruie
bruies
bruin
bruine
bruins
bruire
bruis
bruiser
bruises
bruisse
bruite
brumal
brume
brun
brunch
brunches
brunching
brune
bruns
brunt
brus
brushed
brushing
brushs
brusk
brust
brut
bruta
brutale
brutali
brutes
brutez
bruti
brutish
bruto
bruts
brutte
bryce
bsang
bsdi
bsds
bsod
btmp
bubale
bubbled
bubbles
bubbly
bubbole
buber
buca
buch
buches
bucked
buckel
bucking
buckle
buckled
bucklers
buckles
buckley
bucklig
buckner
bucks
buco
budding
bude
budge
budged
budges
budgets
buen
bues
buey
bufa
buffa
buffe
buffed
bufferes
buffet
buffets
buffi
buffler
buffo
buffs
buffy
bufo
bugged
bugger
bugging
bugie
bugle
bugler
buhler
buick
buil
buildin
buildt
builer
builers
builting
buio
buis
bula
bulbe
bulbi
bulblet
bulbo
bulbs
bulged
bulges
bulgy
bulks
bulla
bullas
bulle
bulled
bullen
bullent
buller
bulles
bulleting
bulletins
bullez
bullied
bulling
bully
bulo
bumb
bumbing
bumble
bumf
bumm
bumps
bumpy
bums
bunah
bunche
bund
bunde
bunded
bundes
bunds
bung
bunging
bungle
bungled
bungles
bungs
bunk
bunked
bunkers
bunking
bunks
buns
bunt
bunter
buntings
buoi
buon
buone
buoying
buoys
burble
burch
burdel
burdeos
bure
buren
burent
burg
burgen
burger
burgers
burgs
burials
buriel
buriers
buries
buril
burin
buriner
buring
burins
burks
burl
burling
burly
burnet
burnin
burnings
buro
buron
buros
burp
burped
burping
burps
burr
burral
burred
burring
burrow
burrs
burs
bursa
burt
burton
buru
buryin
busa
busard
busby
busc
busch
buse
bused
buser
buses
bushed
bushel
bushels
bushiness
bushings
bushs
bushy
busied
busies
busing
busis
buso
buss
busses
bussing
bust
bustards
buster
bustes
busting
busts
busying
busyness
buta
butch
butchers
butchery
butches
bute
buter
butes
butions
butlers
butons
buts
butta
butte
butted
buttera
butteries
butters
buttery
buttes
butteur
buttez
butti
butting
buttions
butto
buttom
butts
buwoy
buyers
buyes
buyo
buys
buzi
buzo
buzzards
byes
byob
bypast
byrd
byron
bywords
cabal
cabale
cabales
caban
cabbages
cabbon
cabe
cabera
cabina
cabine
cabines
cabins
cabio
cabled
cabling
cabre
cabres
cabs
cacce
cacci
cacera
cach
cacha
cachen
cacheo
cacher
caches
cachet
cacheter
cachez
cachi
cacho
cack
cacle
cacto
caddy
cade
cadera
cades
cadge
cadre
cadres
cads
caecer
caer
caesarean
caesars
cafe
cafre
caftions
cagada
cagar
caged
cages
caget
cagey
caging
cagne
cagy
cahed
cahes
cahing
cahute
caino
cains
caire
cairn
caissette
cajal
cajel
cajera
caked
caking
cala
calada
calamita
calamite
calas
calasses
calca
calce
calci
calco
calcolate
calcs
calculador
calculas
calculater
calculaters
calculatess
calculatin
calculationg
calculators
calcules
calculs
calderon
caldrons
cale
calebs
calenda
calendari
calender
calentar
caler
calera
caleras
cales
calez
calfs
cali
calibers
calibratin
calibrations
calibre
calibrer
calier
calif
californian
californio
caling
calipers
calk
calked
calking
calks
calla
callar
callas
calle
caller
calles
calli
callin
callings
calliper
callo
callus
calma
calme
calmed
calmera
calmeras
calmes
calmest
calmi
calming
calmo
calms
calo
calor
cals
calss
caltes
caltions
calvas
calve
calved
calvez
calving
cama
camada
camal
camas
cambe
camber
cambera
camberas
cambered
cambers
cambo
cambra
cambras
camelo
camena
cament
cameo
cameos
camer
camerai
camerais
camere
camero
cames
camez
campa
campagne
campare
campas
campe
camped
campera
camperas
campes
campi
campings
campino
campion
campo
campos
campt
campus
campy
camry
cams
camus
camuse
camuses
cana
canaanitess
canaca
canadians
canadien
canado
canai
canale
canali
canals
canana
canapa
canard
canarda
canari
canas
canastera
canastro
cancan
cancela
cancelation
cancellations
canceller
cancels
cancers
canche
canches
cancre
cande
candele
candi
candidante
candidare
candidaste
candidat
candidata
candidati
candidato
candidats
candidiate
candie
candled
candles
candlesticks
canecer
caned
caner
canera
caneras
canes
canevas
caney
canez
cani
canil
canile
canime
canin
canina
canines
caninez
caning
canino
canins
canistel
canisters
canje
canker
cannas
canne
canneh
cannel
canneled
canner
cannes
cannez
canning
cannona
cannone
cannoni
cannons
canny
cano
canoa
canoe
canoed
canone
canoni
canonial
canonica
canonicat
canons
canot
cans
cansa
cansada
cansar
canso
cant
cantada
cantal
cante
canted
cantel
canter
cantered
cantering
canters
canti
cantilevers
cantine
cantinent
canting
canton
cantre
cants
canuda
canule
canuse
canut
canvass
canyon
caos
capa
capables
capably
capacita
capacitar
capacitors
capada
capas
capea
caped
capek
capel
capeo
caper
capera
caperas
capes
capet
capez
caph
capi
capions
capita
capitale
capitales
capitali
capitalisation
capitalise
capitalized
capitalizes
capitan
capitel
capitol
capitols
capiton
capn
capo
capon
capotions
cappe
capping
capre
capsula
capsuled
capsuler
capsules
capsulez
capt
captai
captais
captait
captal
capte
capter
captious
captiva
captivas
captiver
captivez
captivo
captivons
captons
captura
capturer
captures
capturez
cara
carada
carago
caramel
carao
carat
carate
carats
carava
caravana
caravane
caravanes
caray
carb
carbides
carbine
carbol
carbonata
carbonated
carbonater
carbonates
carbonatez
carbonato
carbone
carboni
carbonite
carbono
carbons
carboy
carbs
carcans
carcas
carcasa
carcasse
carcel
carda
cardas
cardasses
carde
carded
cardenal
carder
cardes
cardi
cardia
cardiaca
cardiaci
cardiaco
cardial
cardias
cardinale
cardinali
cardinals
cardinas
carding
cardizal
cardo
cardon
cardonal
carea
carear
carecer
careen
careers
carefull
carel
carene
careo
carer
carera
carers
caress
caret
carets
carex
carey
carga
cargos
cari
cariasses
carie
carier
caries
carin
carina
carine
carini
carino
cario
carl
carless
carlo
carly
carma
carmai
carmasses
carme
carmela
carmeline
carmelita
carmelo
carmen
carmer
carmera
carmeras
carmes
carmez
carmin
carnada
carnal
carnaval
carne
carnes
carnet
carni
carnier
carniers
carnivals
carnot
caro
carp
carpe
carped
carpel
carpentear
carpes
carpeta
carpets
carpi
carping
carpo
carps
carr
carra
carrasses
carre
carrel
carrent
carrer
carrers
carres
carri
carridge
carrie
carriel
carriera
carriere
carriez
carro
carroies
carryin
carson
carta
cartas
cartasses
carte
carted
cartel
carter
cartes
cartier
cartiers
carting
cartions
carton
carve
carvel
carver
carves
carvi
carvings
carvon
cary
casa
casada
casal
casale
casar
casas
cascada
cascaded
cascader
cascades
cascadez
cascado
cascare
cascate
cascava
cascher
cased
caser
casera
caseras
casey
casez
cashed
cashes
cashing
cashless
casi
casina
casings
casini
casino
casis
cask
casks
caso
cassavas
casse
casses
cassetta
cassettes
cassetti
cassetto
cassis
casta
caste
castel
castels
castes
casti
castile
castina
castine
castings
castled
castling
casto
castre
castres
casuale
casuali
casually
casuals
casuel
casull
casus
cata
cataclysme
cataclysms
catacomb
catacombe
catacombes
catalogne
catalogo
catalogs
catalogua
catalogued
cataloguer
catalogues
cataloguez
catalysa
catalyse
catalysts
catcha
catchas
catche
catchera
catchers
catcheur
catchez
catchier
catchin
catchings
catchy
cate
catedral
categorie
categorise
categorises
categorizes
cater
cathedrals
cather
catheters
catholics
cati
caties
catin
catinga
cation
cations
catis
cato
catos
catre
catt
catting
cattive
catture
catv
cauce
caucel
caues
cauje
caul
cauldron
causa
causal
causar
causas
causava
causeless
causeo
causer
causest
causeta
causette
causez
causi
causino
causo
causse
causses
caute
cauti
cautions
cava
cavada
cavas
caved
caver
cavera
caveras
cavern
caverna
caverne
cavernes
caverons
cavet
cavets
cavez
cavi
cavil
caving
cavo
cawcher
cawed
cawing
caws
cayada
cbool
cbrn
ccmp
cdate
ceaseless
ceasing
cebar
ceda
cede
ceded
ceder
cedes
ceding
cedra
cedras
cegar
ceil
ceilings
ceins
ceint
cejar
cela
celar
celas
celasses
cele
celeb
celebrante
celebrare
celebraste
celebrata
celebrated
celebrates
celebrati
celebratin
celebrations
celebrato
celebriate
celi
cella
cellars
cellas
celle
celles
celli
celllar
cello
cellos
cellula
cellulare
cellulari
cellulars
celo
celt
celtre
celts
celular
cembo
cementi
cemento
cements
cena
cenada
cenal
cenar
cenare
cendre
cendres
cene
cenere
ceni
cenit
ceno
cens
censar
censers
censeur
censier
censor
censur
centi
cento
centra
centrai
centrale
centrali
centrals
centrar
centras
centred
centrer
centrez
centri
centring
centris
centro
cents
centurie
centurione
centurions
ceps
cera
ceramics
cerate
cercle
cercles
cere
ceres
cerf
ceri
cerification
cerified
cern
cerner
cero
ceroma
certa
certaine
certains
certe
certi
certificat
certificated
certificatin
certifications
certificato
certificats
certifie
certifier
certifies
certifiez
certo
cesar
cese
cessava
cesse
cesser
cesses
cetre
chable
chables
chace
chaced
chaces
chacing
chad
chads
chafe
chafed
chaffs
chafing
chage
chaged
chaging
chagos
chah
chahs
chai
chaira
chaire
chaires
chairmans
chairmen
chais
chaise
chal
chala
chaldaea
chaldaean
chaldean
chalks
chalky
challengea
challengeas
challenged
challenger
challengers
challengez
chambre
chambrer
chambres
chamfer
chamfered
champ
champagner
champagnes
champaign
champing
champions
championships
champs
chan
chanaan
chanada
chanca
chanced
chancel
chancellar
chanceller
chancellors
chancels
chancen
chancge
chanche
chanches
chanci
chancie
chancies
chancing
chancis
chancnel
chanco
chancre
chancres
chancy
chanel
chang
changa
changea
changeas
changee
changelogs
changer
changera
changeras
changeurs
changez
changle
chaning
channes
chant
chante
chanted
chanter
chanters
chantes
chanting
chants
chap
chape
chapins
chapiter
chapped
chapping
chaps
chapt
chapters
chaque
charakter
charakters
charbon
charcal
charcoals
chargea
chargeas
chargera
chargers
chargeur
chargez
charier
charily
chariota
chariotas
chariote
chariotes
charles
charm
charme
charmed
charmer
charmes
charming
charms
charnel
charnels
charnge
charo
charoset
charpenter
charred
charriage
charriages
charrier
charries
charring
charsets
charta
charte
charted
charters
chartes
charting
chary
chas
chaser
chases
chasin
chasis
chasity
chasm
chasnge
chasr
chassais
chassas
chasse
chasses
chassie
chassies
chaste
chaster
chastised
chastises
chata
chato
chats
chatter
chaut
chdir
cheat
cheated
cheatin
cheats
cheber
checa
checkers
checkin
checkings
checkouts
checkpoints
checksums
checkts
checo
cheecks
cheeking
cheeky
cheep
cheeped
cheeping
cheeps
cheered
cheers
cheery
cheesed
cheeses
cheesy
cheet
cheeted
cheeting
cheets
chefs
cheik
cheiks
chelating
chelseas
chelub
chem
chen
chenue
chepa
chequed
chequer
cheques
cher
cherches
cherra
cherre
chers
cherubic
cherubs
chesa
chesed
chesnut
cheso
chester
chestnuts
chetsnut
chewer
chews
chewy
chez
chia
chiar
chias
chiba
chic
chica
chick
chickens
chicks
chid
chie
chieftains
chien
chiens
chient
chier
chies
chiese
chiez
chiff
childbirths
childhoods
childrens
childs
chile
chili
chilla
chilli
chillo
chills
chilly
chilo
chime
chimes
chimneys
chimp
chimps
chinai
chinar
chinas
chinda
chine
chines
chinesen
chineuse
chinga
chini
chink
chinked
chino
chins
chioma
chiome
chiop
chios
chiose
chipa
chipas
chipboard
chipe
chipes
chipping
chique
chira
chirp
chirps
chis
chisa
chisels
chist
chit
chita
chite
chits
chiun
chiva
chiza
chlor
chlorid
chlorides
chlorite
choc
chock
chocked
chocking
chocks
chocolat
chocolates
chocolats
chode
chofe
choicer
choicest
choie
choies
choira
choirs
chois
choise
choises
choit
choix
choked
choker
chokes
choking
choler
cholon
chomp
chomping
chongo
chook
choosed
chooser
choosest
choosey
choosy
chopa
chope
chopo
chopped
chopper
choppin
chops
chopy
choque
chor
choral
chorals
chords
chore
chores
choro
chosa
choses
chote
chou
chough
chould
choute
chow
chowd
chown
chows
chowse
choz
chrash
chrashed
chris
christa
christenings
christi
christians
christina
christo
christs
christy
chrom
chromai
chromas
chromed
chromer
chromes
chromez
chromic
chromo
chronicle
chronicled
chronicler
chroniclers
chronik
chrt
chrystal
chub
chuca
chucked
chucking
chucks
chue
chuk
chuna
chung
chunks
chunky
chupe
chur
churcha
churchy
churco
churs
chus
chut
chuta
chuter
chutes
chutez
chuuk
ciance
ciar
cible
cibles
cicle
cicles
cigare
cigarettes
cigars
cilent
cilents
cilicio
cils
cimar
cimate
cime
ciment
cimera
cimes
cina
cinc
cincel
cincle
cindy
cine
cinemas
cinese
cintre
cintres
cipe
ciphers
circe
circled
circlet
circlets
circuir
circuita
circuite
circuites
circuiti
circuito
circula
circulai
circulars
circulas
circulations
circulator
circule
circuler
circules
circumcises
circumcisions
circumstance
circumstanced
circun
cire
cires
cirrus
cister
cisterna
cisterne
cisterns
cita
citadels
citar
cite
cites
citi
citiez
cito
citys
cive
civet
civic
civies
civile
civili
civilians
civilisation
civilizations
civils
clac
clack
clacked
clacking
clacks
claddings
clade
claie
claies
claimen
clair
clairs
clam
clama
clamas
clamber
clambered
clambers
clame
clamera
clameras
clames
clammed
clamming
clamo
clampa
clampas
clampe
clampes
clampsa
clampse
clams
clamse
clamses
clang
clanged
clanging
clank
clans
clapa
clapboard
clape
clapi
clapped
clapping
claps
clapse
clapses
clare
clarity
clark
clase
clases
clash
clashed
clashes
clasp
clasping
classa
classas
classe
classed
classer
classez
classi
classica
classici
classico
classics
classifications
classifie
classifieds
classifier
classifies
classifiez
classy
clastic
claude
claudes
claus
clausus
clave
claver
claves
clea
cleading
cleaed
cleaers
cleaing
cleand
cleande
cleanded
cleander
cleanders
cleanding
cleanin
cleanings
cleanly
cleanp
cleans
cleanser
cleansers
cleanses
cleansin
clearances
cleare
clearer
clearers
clearin
clearings
cleas
cleat
cleated
cleats
cleavages
cleaved
cleaver
cleavers
cleaves
cleaving
clebs
clef
clefs
clement
cleodils
clerc
clerks
clero
clew
clews
clic
clica
clicker
clickin
clicky
cliente
clientes
clienti
cliffs
clifts
clii
clima
climactic
climat
climates
climats
climbin
climbs
clime
climes
climi
clin
cline
clings
clingy
clinica
clinicat
clinico
clinics
clink
clinked
clinking
clinks
clins
clint
clio
clipboards
clippings
clipt
clisses
clister
clit
clits
clivent
cliver
clix
cloaks
cloche
cloches
clocked
clocking
clod
clodes
clodo
clogs
clojure
cloke
clomp
clomping
clomps
clona
cloned
cloner
clones
clonez
clonic
cloning
clop
clope
clopped
clopping
clops
cloral
clore
clos
closee
closent
closests
closet
closets
closez
closings
closures
clot
clota
clotho
clots
clotted
clotting
cloture
clou
cloua
clouas
cloue
clouer
cloues
clous
clout
clouts
clove
clover
clovers
cloves
clowned
clowns
cloy
cloyed
cloying
cloys
cluck
clucked
clucking
clucks
clude
clue
clues
cluing
clump
clumping
clumps
clung
clunk
cluse
cluses
clutched
clutter
clutters
cname
coacha
coache
coached
coaching
coaled
coaling
coalitions
coallition
coaming
coarsen
coarser
coasse
coasses
coasted
coasting
coata
coate
coater
coati
coatings
coatis
coax
coaxed
coaxing
cobb
cobil
cobo
cobol
cobre
cobs
coca
cocal
coce
cocer
cocha
coche
cochet
cochoa
cocked
cocker
cocking
cocks
cocktails
cocky
coco
cocoanut
cocoas
cocol
cocola
cocolant
cocoler
cocon
coconuts
cocos
cocosa
cocota
cocu
coda
codal
codas
codded
codding
codeo
coder
coders
codeso
codex
codez
codin
codina
codings
codo
codon
cods
cody
coed
coeds
coefficiente
coefficienti
coenure
coerse
coffees
coffer
coffey
coffined
coffing
coffins
coffre
cofre
coger
cogne
cogner
cogs
cohered
cohering
cohol
coif
coifs
coiling
coima
coime
coincidences
coincidente
coing
coings
cois
cojal
coked
cokes
coking
cola
colar
colas
colateral
colds
cole
colear
colector
colgar
colgo
coli
colic
colin
colins
colis
colla
collage
collai
collant
collapses
collapted
collare
collari
collars
collas
collasse
collated
colleague
collecta
collecte
collecter
collectes
collectez
collectives
collectons
collects
collega
colleges
collegi
collego
collent
coller
collet
colletions
collettive
collige
collisione
collisioni
collisions
collusion
colma
colmar
colme
colo
colones
coloni
colonia
coloniale
colonials
colonie
colonise
colonises
colonizes
colonnes
colono
colons
colora
coloras
colore
coloreds
colorer
colores
colorez
colorfull
colori
colories
coloris
colormaps
coloro
colorred
coloureds
colourful
colpar
colpe
cols
colse
colsest
colta
colte
colti
coltinent
colto
colts
columna
colvert
colverts
coma
comal
comare
comas
comba
combar
combate
combatible
combats
combe
combes
combi
combie
combien
combies
combiing
combin
combina
combinas
combinde
combiner
combinez
combing
combini
combinino
combino
comblement
combos
combs
combustione
comedo
comely
comer
comers
comet
cometa
comete
comets
comfits
comform
comformed
comforms
comica
comical
comice
comici
comico
comics
comin
comine
comines
comings
comining
comino
comm
comman
commanda
commandas
commande
commandeer
commandeers
commandement
commandements
commandent
commandera
commanderas
commandes
commandeur
commandeurs
commandez
commandin
commando
commandos
commants
comme
commect
commects
commen
commence
commenced
commende
commending
commends
commened
commenta
commentas
commente
commented
commentes
commenti
commento
commercer
commerces
commercez
commercia
commerciale
commerciali
commercials
commet
commets
commig
commis
commissione
commissioni
commissions
commites
commiti
commitments
committen
committer
committers
committet
commo
commond
commonding
commons
commont
commua
commuas
commue
commuent
commun
communed
communes
communicante
communicated
communicates
communicatin
communie
communin
communions
communis
communism
communiste
communists
communs
commutation
commute
commuted
commuter
commuters
commuting
como
comp
compacta
compacte
compacto
compacts
compadre
compage
compagnies
companys
compara
comparaison
comparaisons
comparativa
comparatives
comparativo
comparement
comparements
comparer
compares
comparez
compari
comparions
comparse
comparte
compartiment
compartiments
comparu
comparue
comparve
compas
compasible
compassa
compasse
compasser
compasses
compassez
compassi
compassione
compassions
compasso
compat
compatibile
compatibles
compatibly
compaties
compensatin
compensations
compere
compete
competed
competences
competency
competente
competenze
competer
competing
competion
competitions
competitiva
competitivo
compialtion
compie
compied
compies
compila
compilant
compilations
compiler
compiles
compilez
compili
compilo
compl
complaince
complains
complainte
complaintes
complais
complant
complation
complected
complementar
complementare
complementari
complementi
complemento
complements
complet
completa
completd
completer
completes
completi
completin
completino
completions
completition
completo
complets
complexa
complexas
complexe
complexent
complexer
complexez
complexion
complexo
complext
compliation
complicate
complicates
complie
complied
compliment
complimentary
complisance
complited
complote
complu
compo
compone
componente
componenti
componer
comport
comportable
comported
comporter
comportment
comports
compos
composa
composent
composera
composers
composes
composez
composita
composited
composites
compositin
compositions
compost
composte
composted
composter
composting
compote
compotent
compoter
comprare
comprehensiva
comprehensives
comprehensivo
comprensor
compres
compresa
comprese
compresi
compreso
compresor
compressa
compresse
compresser
compresses
compressez
compressi
compressin
compressione
compressions
compresso
compressors
compromis
compromised
compromises
compromiso
compromisse
compte
compter
compuler
compulers
compunte
comput
computa
computar
computations
computera
computeras
computern
computes
computez
computi
computino
computo
computs
comrade
comta
comte
comtes
comto
comune
comunicate
comute
comuted
comuting
conard
conceals
conceit
conceited
conceits
conceives
concejal
concentrare
concentrata
concentrates
concentrati
concentratin
concentrations
concentrato
concepta
conceptions
concepto
concerete
concerna
concernas
concerne
concernei
concerner
concernes
concernez
concerni
concerno
concerta
concerte
concerted
concerter
concerti
concerting
concerto
concerts
concession
conch
conchal
conclusione
conclusioni
conclusions
concordances
concordante
concret
concreta
concreted
concretes
concreti
concreto
concrets
concubin
concubina
concubins
cond
condamnation
conde
condemnations
condemns
condensar
condensations
condense
condensera
condensers
condenses
condenseur
condensez
condensor
condicional
condicting
condig
conditionals
conditionin
condo
condole
conduca
conduce
conducing
conduco
conducta
conducter
conductin
conductions
conducto
conductora
conductors
conducts
conduis
conduite
conduits
cones
conetxt
conext
coney
confection
confections
confector
conferences
conferente
conferenze
confers
confesa
confeso
confessa
confesse
confesser
confesses
confessez
confessi
confessin
confessino
confessione
confessioni
confessions
confesso
confia
conficting
confidant
confided
confidences
confidencial
confidenta
confidente
confidenti
confidentiel
confidents
confidenze
confie
confient
configura
configurations
configurer
configures
configurez
confine
confinent
confiner
confines
confinez
confira
confire
confirent
confirma
confirmations
confirme
confirmer
confirmes
confirmez
confirms
confis
confisent
confit
confiture
conflicto
conflit
confliting
conflits
conform
conformation
conformed
confort
confortable
conforter
conforts
confuse
confuser
confuses
confusin
confusione
confusioni
confusions
confuss
confussed
confussion
confuted
cong
conga
congeal
congealed
congest
congio
congratulation
congre
congregations
congres
congreso
congressi
congresso
coni
conic
coniders
conies
conio
coniugate
conj
conjonction
conjugale
conjugated
conjugates
conjunctions
conjure
conk
conked
conking
conmputer
conn
conne
connecta
connectas
connecte
connecter
connecters
connectes
connectez
connectin
connecton
connectons
conned
conner
conning
cono
conque
conquers
conques
conquesta
conquests
conquit
conrete
cons
consacrate
consciences
consciente
consecrante
consecrates
consecrations
consecutiva
consecutivo
consens
consenta
consente
consenti
consento
consents
consequence
conservations
considera
considerabile
considerably
considerarle
considerations
considere
consideri
considerin
considerino
considero
considert
consides
consignent
consignments
consingment
consired
consista
consistant
consistas
consiste
consistence
consistente
consistenti
consisteny
consistes
consistin
consistuency
consistuent
consol
consola
consolations
consoled
consoler
consoles
consolez
consoli
consoliate
consolidare
consolidates
consolidations
consolo
consomption
consone
conspire
conspirer
conspires
conspirez
const
constact
constacts
constain
constained
constaining
constains
constans
constante
constantes
constat
constats
constent
constently
constents
constituant
constitucional
constitue
constituents
constituta
constituted
constitutes
constitutin
constitutionals
constitutions
constituto
constraction
constraing
constrains
constrainst
constratin
constrct
constrcted
constrcting
constrict
constricted
constricting
constriction
construce
construced
construcing
constructin
constructings
constructiong
constructions
constructs
construin
construit
consul
consulat
consuls
consulta
consultait
consultano
consultante
consultants
consultations
consulte
consultent
consulter
consultes
consultez
consulti
consultino
consulto
consults
consuma
consumar
consumas
consumera
consumeras
consumero
consumez
consumi
consumino
consumir
consumo
cont
contacta
contactas
contacte
contactes
contacto
contage
contai
containe
containern
containes
containments
containt
contais
contait
contaminate
contaminates
contaminatin
contaminations
contaminer
contant
contants
contast
contaxt
contaxts
conte
contect
conted
contemn
contemned
contempo
contenance
contender
contends
contened
contens
contenta
contentas
contente
contented
contentes
contenti
contentin
contentino
contentions
contento
contenu
contenue
contenues
contenus
conter
conters
contes
contesa
contese
conteso
contesta
conteste
contesti
contesto
contests
contet
conteur
contexte
contexto
contexts
contextuar
contextuel
contient
contigue
contin
contine
contined
continentale
continentali
continentals
continente
continenti
continents
contingenta
contingente
contingenti
contingents
continrent
contins
contint
continu
continua
continuai
continualo
continuar
continuas
continuations
continuel
continuels
continuent
continuer
continuez
continui
continuino
continuo
continuons
continus
continuse
conto
contours
contracta
contractas
contracte
contractes
contractions
contracto
contractuel
contrain
contrained
contraining
contrains
contraint
contraints
contrait
contrant
contraption
contrari
contras
contrasta
contraste
contrasti
contrasto
contrasts
contrat
contrats
contray
contre
contrebute
contrebutions
contrent
contres
contribue
contribuions
contributed
contributes
contributi
contributo
contributon
contributons
contributory
contro
controllino
controns
controversa
controverse
controversi
controverso
contused
contusion
conv
convection
convector
convenaient
convenant
convencional
conveniences
conveniene
conveniente
convenienti
convension
convensions
convent
conventions
convents
conver
converage
convered
converged
convergences
convergente
converger
converging
convergions
convering
convers
conversations
conversed
converser
conversin
conversing
conversino
conversione
conversioni
conversons
converstion
converstions
converston
converstons
converta
convertation
converte
converterd
converti
convertin
convertir
convertis
converto
convertor
convertors
convervation
converved
converver
conververs
converving
convey
conveyer
conveyers
convice
conviced
convictin
convictions
convience
convinca
convinces
convinci
convinco
convine
convined
convinse
convocations
convoi
convole
convoya
convoys
conyector
cooed
cooing
cooke
cookers
cookery
cooks
cooky
coolants
coole
cooled
coolen
coolers
cooley
coolie
coolies
coolin
cools
coon
coons
coop
cooped
cooper
cooperatin
cooperativa
cooperatives
cooperativo
cooping
coops
coord
coordinante
coordinare
coordinaste
coordinata
coordinated
coordinati
coordinatin
coordinations
coordinato
coordiniate
coords
coorperation
coors
coos
coot
cootie
cooties
coots
copa
copal
copals
coped
copeo
copes
copey
copi
copias
copie
copier
copiers
copiez
copilation
copiled
copiles
copin
copine
copines
coping
copo
copped
coppers
coppery
copping
copre
cops
copse
copses
copte
copter
coptes
copule
copyin
copyrights
coqs
coquer
cora
corail
corale
coran
corar
coras
corbe
corda
cordal
cordas
corde
cordel
corder
cordes
cordez
cording
corea
cored
coreo
corete
corey
cori
corine
coring
corinto
cork
corked
corking
corks
corla
corlar
corm
corma
cormoran
cormorans
cormorants
corms
corna
cornal
corne
cornea
cornear
corneas
corned
cornera
corneras
cornero
cornes
cornet
cornets
cornez
cornier
corno
corns
cornu
corny
coro
coron
coroner
coroners
corp
corpa
corpi
corpo
corporale
corporations
corpus
corpuses
corral
corrals
corre
correcta
correcte
correcter
correctes
correcti
correctin
corrections
correcto
corrects
corredor
correlatin
correlations
corrent
corrently
correr
correspondance
corresponde
correspondences
correspondes
correspondis
correspondu
correspondus
corresponsd
correted
correting
corretion
corrido
corridoi
corridore
corridori
corridors
corrugate
corrugates
corrupta
corrupter
corruptions
corrupto
corrupts
cors
corse
corsent
corser
corses
corss
corsses
corte
cortes
corval
cory
cosa
cose
cosec
cosecante
coser
coset
cosh
cosi
cosies
cosigne
cosily
cosina
cosist
cosmetica
cosmetici
cosmetico
cosmetics
cosmic
coso
cospe
cossent
cossette
costa
costal
coste
costed
costi
costing
costo
costuma
costumed
costumer
costumes
costumez
costumi
costumne
cosumes
cosy
cosying
cosys
cota
cotangente
cotas
cotation
cotations
cote
cotent
coter
cotes
coth
coties
cotingas
coton
cotral
cots
cottages
cotter
cotters
cotto
cottons
couard
coucha
couche
couchs
coud
coude
coudes
couds
couffin
coughs
cought
couic
couine
coula
coulage
coulant
coule
couler
coulter
councel
councellor
councellors
councels
councils
cound
counseling
counta
countenanced
countenances
countess
counties
countin
countings
countour
countr
countrs
countryman
countrys
countrysides
coup
coupage
coupe
couper
coupla
coupler
couples
couplet
couplez
coupole
coupons
coups
cour
courages
courbe
courbes
cource
cources
coure
coures
courge
courges
courre
cours
coursa
coursas
coursed
courser
coursez
coursin
coursing
courtage
courte
courted
courtes
courting
courtyards
couru
courue
courues
courus
courut
cous
couse
cousent
couses
cousina
cousine
cousing
cousins
cousis
cousit
coussin
couters
coutume
couver
couvert
couverts
covar
covariances
covariante
cove
coved
coven
covenants
covens
coverei
coverete
coverge
coverin
coverings
coverted
coverting
coverts
coves
coveted
coveteth
coveting
covets
covey
coveys
cowards
cowed
cower
cowered
cowering
cowers
cowing
cowl
cowling
cowls
cowper
coxal
coyer
coyest
coyol
cozies
cozy
crabe
crabes
crac
craces
crach
crache
crached
craching
crachs
cracken
cracker
crackin
crackings
crackled
crackling
cradling
craetor
crafts
craftsman
crafty
crag
crags
craie
craies
crains
cram
crame
cramer
cramera
crameras
crames
cramp
cramping
cramps
crams
cran
crana
cranas
craned
craner
cranez
crani
craning
cranked
cranking
cranks
cranky
crans
crante
cranter
crantes
crap
crape
crapes
crapped
crapping
craps
cras
crasa
crase
crashes
crashing
craso
crass
crasses
crated
cratere
crateri
craters
crates
crating
cration
crave
craved
craves
cravings
craw
crawla
crawle
crawls
crawly
craws
cray
crays
craza
craze
crazes
crazing
crea
creador
creai
creak
creaked
creaking
creamed
creaming
creams
creamy
creante
crear
creare
crease
creased
creases
creasing
creaste
creata
creatd
creater
creaters
creati
creatin
creationg
creations
creativa
creatives
creativi
creativo
creato
creatore
creatori
creators
creatura
crede
credential
credi
crediti
credito
creditore
creditori
cree
creed
creeds
creek
creeks
creel
creels
creen
creens
creepy
creer
crei
creiate
crelanus
crema
cremate
cremated
cremates
cremating
cremation
creme
creo
crepate
crepe
crepes
crept
cresa
creso
cress
cresta
crestal
creste
cresting
crests
creta
crever
crews
criais
crias
crib
cribs
crick
cricked
crickets
cricking
cricks
crics
crie
crient
crier
criers
criest
criez
crimea
crimen
criminale
criminali
criminar
criminel
criminels
crimps
crimsons
crin
crins
cris
crise
crises
crisi
crisp
crisps
criss
cristal
criteri
criterio
criterions
critica
criticar
criticise
criticismo
criticisms
crlf
crls
croak
croaked
croat
croate
croats
croc
croche
crochel
crochent
crocher
croches
crocheta
crochets
crochez
crochit
crock
crocked
crocking
crocks
crocs
croies
crois
croise
croiser
crone
crones
crook
crookes
crooking
croon
crooned
croons
croping
cropper
croses
crossa
crossbows
crosse
crosser
crosses
crossez
crossings
crotchet
crouch
croup
crowded
crowds
crowed
crows
crts
cruce
cruciale
crucian
crucifie
crucifier
crucifies
crucifiez
crud
cruda
crudele
crudeli
cruder
crudi
crudo
crue
cruelle
cruels
crues
cruet
cruft
crufted
cruised
cruisers
cruises
crune
crup
crurent
crus
cruse
crushes
crusse
crustal
crusted
crusting
crusts
crusty
crut
crutch
crutches
cryings
cryo
crypta
crypte
crypts
csub
csup
ctime
cual
cuan
cuate
cuba
cubait
cubed
cuber
cubes
cubez
cubi
cubico
cubil
cubist
cubists
cubitus
cubo
cubs
cuckoos
cucumbers
cuds
cued
cuer
cues
cuete
cuin
cuina
cuing
cuire
cuis
cuise
cuises
cuisis
cuit
cuite
cuiter
cuits
cuje
cula
culasses
cule
culi
cull
culled
culling
culls
culo
culot
culs
culta
culte
culti
cultivate
cultivates
culto
cultore
cults
cultual
cultura
culturale
culturali
culturar
cultured
culturel
cultures
cumbo
cums
cumulatives
cunt
cunter
cunters
cunting
cunts
cuore
cupa
cupboards
cupe
cupi
cupo
cupped
cura
curage
curate
curb
curbed
curbing
curce
curd
curds
curent
curer
cures
curez
curi
curie
curies
curing
curions
curios
curl
curled
curling
curls
curo
curr
currant
currect
currectly
currenctly
currents
curreny
curried
currier
curries
curry
currying
curs
cursar
curser
cursi
curso
cursore
cursors
cursory
cursos
curst
cursus
curt
curtail
curtails
curter
curtly
curva
curvatura
curvatures
curvi
curving
curvo
curvy
cushions
cushy
cusp
cusps
cuss
cussed
cusses
cussing
custer
custode
custodi
custome
customisation
customise
customised
customizations
customizes
cuta
cuter
cuth
cuti
cutie
cutis
cuto
cutoms
cutre
cutted
cuttings
cuttling
cuve
cuver
cuves
cuvre
cuvres
cycled
cyclinder
cylindre
cylindrer
cylindres
cymbal
cymbale
cymbales
cyme
cynical
cyon
cypher
cyst
cysts
czar
czars
daal
dabbed
dabs
daca
dach
daches
dada
dads
daemons
daft
daga
daggers
dagons
daguer
daim
dais
daisy
dala
dale
dales
dall
dallar
dally
dama
daman
damaskus
dame
damed
damen
dameon
damer
dames
damier
damiers
daming
damm
dammed
damming
damna
damne
damner
damnes
damnez
damning
damns
damon
damons
damped
dampen
dampens
dampf
dampfer
dampin
damps
dams
damsels
dana
danced
dancer
dancers
dancings
dander
dane
danes
dang
dani
danial
daniele
daniels
danien
dank
danke
danken
danker
dankness
dann
dans
danse
danser
danses
danta
dante
danze
dapper
dara
daraus
darben
darce
darces
dard
darde
darei
daren
dares
darf
darics
dariken
darin
daring
darkens
darker
darknesss
darkon
darle
darm
darn
darne
darned
darren
darse
darted
darth
darti
darts
darum
dashboards
dass
dasz
datab
datae
datage
datages
datai
datan
datar
datas
datax
datay
datea
dated
datei
daten
dater
datex
datez
dathans
dati
dato
datte
dattes
daty
daube
dauber
daubes
daubez
daus
dava
dave
davide
davids
davis
davit
davon
davy
dawes
dawned
dawns
daybed
daylights
daza
daze
dazed
dazes
dbms
dbus
dded
dding
ddot
ddressed
ddressing
ddts
deacriptors
deactivates
deader
deadlines
deafer
dealin
dean
deans
dearer
dears
dearth
dearths
debar
debase
debated
debater
debates
debatte
debe
deber
debita
debite
debiti
debito
debits
debora
debout
debs
debugged
debuggen
debuggers
debugs
debut
debuts
deca
decade
decaf
decal
decals
decant
decayed
decays
decease
deceaseds
deceases
deced
deceits
deceiver
deceives
decelarations
decembers
decena
decendent
decender
deceno
decente
decenti
deceptions
decida
decides
decidi
deciding
decido
decied
decimale
decimali
decimar
decime
decine
decir
decise
decisione
decisioni
decke
decked
decking
decks
deckt
declamation
declamations
declaro
declars
declearations
declerations
declina
declines
declini
declinino
declino
declive
decoded
decodern
decoders
decodes
decompressin
decompressione
decorate
decorater
decorates
decorations
decorativa
decorativi
decorativo
decoy
decoying
decraeses
decrased
decrases
decreased
decreate
decreed
decrees
decry
decrypts
decs
dedal
dedans
dede
dedects
dedicante
dedicare
dedicaste
dedicata
dedicates
dedicati
dedications
dedicato
dedil
deeded
deem
deems
deepen
deeps
deere
deers
defaulst
defeats
defecated
defected
defection
defectiva
defectives
defectivo
defecto
defector
defectors
defekt
defenced
defences
defencing
defended
defends
defensa
defensed
defensing
defensiv
defensiva
defensiven
defensivo
deferr
defers
deffers
deficits
defies
defiles
defiling
definde
definer
definers
definiate
definire
definiste
definit
definita
definiti
definitios
definito
defins
defint
definte
defizit
deflated
deflect
deflectin
deflections
deflects
defned
deformations
defs
deft
defter
defying
degression
dehender
dehydrate
dehydrates
deice
deices
deified
deify
deign
deigned
deigning
deigns
dein
deine
deined
deines
deins
dejar
deject
dejected
dejection
dejects
dekar
deker
deklaration
dekoder
dekompression
dekoration
dekorative
dela
delate
delays
dele
delection
delegante
delegare
delegaste
delegata
delegater
delegates
delegati
delegatin
delegations
delegato
deleite
deleta
deletin
deletiong
deletions
deleto
delfadors
delfine
delga
deli
delia
delicata
delicates
delicati
delicato
delikate
delila
delimited
delirate
delirious
deliverances
deliverers
deliverin
deliverys
dell
della
dells
deltas
delvers
demain
demanda
demandas
demande
demander
demandes
demandez
demir
demise
demised
demo
democratica
demolitions
demone
demoni
demonstrated
demonstrater
demonstrates
demonstratin
demonstrations
demos
demoted
demurer
demuxed
demuxers
dena
denar
dende
deng
denial
denier
denies
denined
denis
denise
denk
denke
denn
denny
denominador
denominater
denominato
denominatore
denominators
denoted
densa
denser
denses
densi
densify
denso
dent
dentale
dentar
dente
dented
denting
dentity
dents
deon
depand
depanded
depands
departures
dependance
dependant
dependences
dependend
dependente
dependents
depender
dependin
deplete
depleted
depletes
depleting
deplicate
deplicated
deplicates
deplored
deployd
deploys
deply
deport
deported
deporting
deportment
deports
deposita
depositi
depositino
depositions
deposito
depots
depoy
depp
deprecate
deprecates
deprecation
depreciated
depreciatin
depreciations
depressions
deprived
deps
dept
depute
deputys
derail
derailed
derails
deram
derart
derb
derect
derected
derection
derective
derector
derectors
derects
derelicts
derer
deride
derided
derise
derisione
derisioni
derivativ
derivativa
derivativer
derivatives
derivativo
derive
deriver
derives
deriving
derny
desaire
desaster
desate
desc
descant
descendait
descendante
descendantes
descende
descendend
descendent
descendents
descender
descendes
descendez
descendin
descends
descendu
descente
descents
describs
descried
descries
descriptiva
descriptives
descriptivo
descripto
descrive
dese
desend
deserta
deserte
deserter
deserti
deserto
deserved
deserves
desfile
deshonor
desiged
desiging
designa
designar
designate
designates
designations
designi
designin
designino
designo
desirably
desiree
desirest
desizing
deskriptor
deskriptors
desktops
deslate
deslect
deslection
desolante
desolata
desolated
desolates
desolati
desolato
despairs
desparate
despatch
despinte
despisers
desplate
desposit
despot
despote
desse
dessert
desserts
desserve
dest
desta
destillation
destinations
destitue
destre
destro
destroyin
destructin
destructions
destructiva
destructives
destructivo
destruktion
destruktive
detaches
detain
detained
detains
detech
deteched
detecs
detecte
detecter
detectin
detectives
detects
detektion
detektive
detektor
detent
detentions
detentor
deter
determina
determinations
determindes
determiner
determiners
determing
determini
determinino
determinint
determino
determinte
deterred
detest
detested
detet
deteted
deteting
detetion
detour
detoured
detouring
detours
detta
deuil
deuils
deut
deva
deve
devel
developes
developin
develops
devers
devi
devia
deviatin
deviations
devid
devide
devides
deviled
devin
devine
devines
devins
devis
devisa
devisen
deviser
devises
devisez
devision
devisions
devo
devoir
devoirs
devon
devons
devote
devotee
devotes
devourer
dewar
dewy
deys
dezember
dezent
dezimal
dffer
dffers
dget
diable
diables
diaconal
diagnoses
diagnosi
diagnostica
diagnostici
diagnostik
diagonale
diagonali
diagonals
diagrama
diagramm
diagramms
dialecte
dialecto
dialects
dialekt
dialing
dialings
dialoga
dialoge
dialoges
dialogo
dialogua
dialoguer
dialogues
dialoguez
dials
diameters
diamonds
diaphragma
diaphragme
diaphragms
diary
dias
diate
diaz
dibons
dibris
dibs
dica
diced
dices
dicey
dich
dici
dicing
dick
dicke
dicks
dicline
dico
dicon
dict
dictant
dicte
didnt
dido
diea
dieb
diected
diede
diedi
dieing
diem
dien
diener
dient
diese
diesels
diesem
diesen
dieser
dieses
diesi
diesr
dieta
dietar
diete
diethyl
diets
dieu
diez
difensive
diferred
diffa
diffed
differente
differentes
differenti
differentials
differents
differenz
differenze
diffs
diffusin
diffusione
diffusioni
diffusions
diga
digesta
digeste
digesto
digests
diggers
diggest
digikams
digita
digitai
digitale
digiti
digito
dignify
digon
digs
diing
dije
dijes
dijon
diked
diker
dikes
diking
dilection
diligences
diligenta
diligente
diligenti
diligents
diligenze
dill
dills
dimand
dimands
dime
dimenion
dimensionale
dimensionali
dimensione
dimensioni
dimes
diminishes
dimnah
dimon
dimons
dims
dina
dinahs
dinar
dinas
dinde
dine
dined
diner
diners
dines
ding
dinged
dinger
dinging
dings
dinker
dinky
dinned
dinners
dinning
dino
dins
dint
dioden
diodes
dion
dior
dios
dipl
diplom
diplomas
diplomata
diplomate
diplomatie
diplomatin
diplomato
diplomats
diplome
diplomi
dipode
dipose
diposed
dipper
dips
dira
dirama
dirct
dire
directa
directe
directer
directes
directiona
directiva
directives
directivo
directoires
directora
directs
directx
direkt
direktion
direktive
direktor
dirent
dires
direst
direttive
dirigent
dirk
dirs
dirti
disabilita
disabiliti
disabilito
disallows
disant
disappears
disassembler
disassembles
disassembly
disasters
discards
discared
discerna
discerne
discerni
discerno
discerns
discharged
discharger
discharges
dischon
disciplina
disciplined
discipliner
disciplines
disciplinez
disclosed
discloses
disclosures
disco
disconnects
discord
discorded
discorder
discos
discourage
discourages
discourt
discoverer
discovers
discreet
discret
discreta
discreteo
discreti
discreto
discrets
discriminatin
discriminations
discus
discuses
discussa
discusse
discussi
discussin
discussione
discussioni
discusso
discute
discutes
dise
disector
disert
diserts
dises
diseuse
diseuses
disgarded
disgraced
disgraces
disgracie
disguised
disguises
disgusta
disgusti
disgustino
disgusto
disgusts
dishan
dished
dishonesty
dishonors
dishonour
dishs
dishy
diskrete
disks
diskussion
dislocatio
dislocations
dislokation
dismantled
dismantles
dismatch
dismension
dismissals
dismisses
dismount
dismounts
dison
dispense
dispensed
disperate
disperde
dispersa
disperser
disperses
dispersez
dispersi
dispersions
disperso
displaced
displacements
displacing
displayes
displayin
displease
displeases
dispone
disport
dispos
disposa
disposables
disposai
disposals
disposas
disposer
disposes
disposez
dispositions
dispossed
disposte
disputa
disputas
disputed
disputer
disputez
disputi
disputo
disrupter
diss
disses
dissolve
dissolves
dissolvez
dista
distaces
distanced
distancef
distancer
distancez
distancie
distancies
distano
distante
distantes
distanti
distants
distanz
distanze
disti
distict
distillations
distincte
distinctions
distincts
distint
disto
distord
distorsion
distorta
distortions
distorts
distory
distract
distracts
distribue
distributer
distributes
distributin
distributions
distributora
distributore
distributori
distributors
disturba
disturbances
disturbante
disturber
disturbi
disturbin
disturbino
disturbo
disturbs
dita
dite
dites
dits
ditty
diva
dived
diver
diverge
diversa
diversed
diversen
diverser
diverses
diversi
diversione
diversions
diverso
divert
diverte
diverts
dives
divest
divi
diviation
divida
dividende
dividendo
dividends
divider
dividers
dividi
divido
dividor
diviene
divin
divina
divinations
divined
diviner
divines
divini
divining
divinition
divino
divins
divisar
divise
diviser
divises
divisione
divisioni
diviso
divisons
divisora
divisors
divo
divorcee
divorcer
divorces
divorcez
dixons
dkim
dlna
dmal
dmin
doable
doblar
doble
doca
doce
docent
doch
docke
docken
docker
docket
dockin
docs
docto
doctora
doctrina
doctrines
doctrino
documenta
documentar
documentas
documentations
documente
documentes
documenti
documento
docx
dodged
dodger
dodges
dodgy
dodinant
dodue
doesing
doesnt
doff
doga
doge
dogge
dogged
dogger
dogging
dogme
dogo
doily
doin
dois
doit
doive
doives
doktor
dokument
dokumentation
dokuments
dolar
dole
doler
doles
doling
doll
dollari
dollaro
dolor
dolphins
dolse
dolt
dolts
doma
domai
domaine
domaines
domani
domed
domes
domestica
domestici
domestico
domestics
domi
domiciled
domiciles
domicilie
domin
dominait
dominano
dominante
dominanti
dominants
dominanz
dominent
doming
dominino
dominio
dominions
domo
dona
donar
donc
dond
donde
doneo
doner
doni
donk
donn
donne
donner
dono
donors
dons
dont
doof
dooms
doorsteps
doorstop
dope
dopen
doper
dopes
dopings
dora
dorant
dore
dorer
dores
dorest
dorf
dork
dorks
dorm
dormait
dormano
dormante
dormants
dormanz
dorme
dorment
dorn
dors
dort
dory
dosa
dosable
dosed
dosel
dosen
doser
doses
dosez
dosi
dosin
dosino
doso
doss
dosse
dota
dotas
dotation
dotations
dote
doted
doter
dotes
dothan
doti
doting
doto
dotor
dotte
dottor
dottrine
doubla
doublas
doubler
doublet
doublets
doublez
doubling
doubly
doubted
doubtin
doue
douer
doues
doug
doughy
doum
dour
douse
dousing
douve
douves
dover
dovey
dowelling
downed
downfalls
downloader
downloades
downloadin
downloads
downloaed
downloas
downs
downy
dowse
dowsing
doyen
doze
dozed
dozens
dozer
dozes
dozin
dozing
dpend
dpending
dpix
dpiy
drab
draba
drabs
dracma
draff
drafts
drafty
draga
drageon
drago
dragona
dragoon
dragoons
drags
draguons
draht
draie
draies
draina
drainages
draine
drainer
draines
drainez
draing
drainin
drains
draken
drall
dralon
dram
dramas
dramatics
dramatik
drame
drames
dramma
drams
dran
drang
drano
drap
drapa
drape
draper
drapes
draping
drapons
draps
drau
draughts
draughty
draus
drave
draves
drawables
drawed
drawers
drawin
drawl
drawling
drawls
dray
draya
draye
drayer
drayes
drayons
drays
dreaded
dreads
dreamer
dreamt
dreamy
dreck
dregs
dreh
drei
drein
drell
dressa
dressas
dresse
dresser
dressers
dressez
dressin
dressings
dressy
drier
driers
dries
drieth
drifts
dril
drilla
drillas
drille
drilles
drillings
drily
drin
dring
drinkings
drino
dripped
dripping
drips
drisses
dritt
driva
drivas
drived
drivel
drivels
drivent
drivera
driveras
drivez
drivin
drivings
drizzled
drizzles
drizzly
droga
drogans
droge
drogen
drogman
drohne
droide
droit
droits
droll
droned
drongos
dronte
drontes
droop
drooped
drooping
droops
dropa
dropas
dropdowns
drope
dropes
droppe
dropper
droppes
droppez
droppings
dropsy
dropt
drossa
drosse
drosses
droughts
drover
drovers
droves
drown
drowsed
drub
drubs
druck
drucken
drucks
drue
drues
drugged
drugging
druid
druids
drunkards
drunker
drunks
drunten
drus
dryad
drys
dsek
dstd
dsum
duale
duane
duca
ducal
ducat
ducats
duce
duces
duch
duci
ducked
ducking
duckt
ducs
ductor
duda
dudable
duded
dudes
dudgeon
duding
duds
dueing
duel
duell
duelling
duellings
dues
duet
duets
duff
duffer
duffers
duft
duit
duites
duits
dula
dulicate
dulies
dulls
dully
duly
duma
dumbo
dumm
dumme
dummp
dumper
dumpf
dumpling
dumps
dumpy
duna
dunce
dunces
dunes
dungeons
dungs
dunk
dunks
dunn
dunne
dunner
duns
dunst
duos
dupe
duped
dupes
duping
duple
duplexa
duplexe
duplicata
duplicati
duplicato
duplikate
durabile
durables
durably
durations
durch
dure
dures
duress
durina
durino
durst
duse
dusk
dusts
dusty
dutt
dvaereds
dvar
dvds
dwarfish
dwarfs
dweller
dyein
dyer
dyers
dyes
dyke
dyked
dykes
dyking
dynamik
dynamit
dyne
eaglet
eaglets
earch
earier
eariest
earily
earing
earle
earls
earner
earnests
earning
earns
earp
earring
earthed
earthquakes
earths
earthy
eary
eased
easel
eases
easing
easters
easts
eastwards
eatch
eaters
eatery
eather
eatin
eaton
eave
eaves
ebay
ebbed
ebeds
eben
ebert
ebez
ebiasaph
ebrei
ebro
ebron
eccentrica
eccentrici
eccentrico
eccentrics
eccessive
ecco
echelons
echi
echos
echt
eclipse
eclipsis
economia
economica
economici
economico
economie
economise
economises
economizes
ecosystems
ecourage
ecuo
edam
edel
edeln
edens
eder
edger
edgers
edgy
edibles
edict
edicts
edid
edikt
edil
edile
edita
editar
edite
editer
editers
edith
editi
editin
editions
editora
editore
editori
editoria
editoriale
editorials
edle
edlen
edler
edles
edomiter
edoms
educatin
educations
eduction
eels
eery
effectives
effekt
effektive
effekts
effet
effets
effettive
efficience
efficiente
efficienti
efficients
effizient
efforce
efford
eficiency
egal
egge
egged
eggo
eggt
egis
eglah
egli
egos
egypts
ehen
eher
ehther
eider
eiders
eier
eighteens
eighteenths
eighths
eights
eigth
eile
eilte
einher
eist
eiter
eitler
ejecta
ejected
ejectin
ejections
ejects
ejecutable
eked
ekel
eker
ekes
eklipse
elad
elams
elan
elapse
elapses
elas
elastica
elastici
elastico
elastics
elat
elate
elath
elating
elbe
elbot
elbows
elch
eldon
eleasar
elecation
electa
electic
electin
electo
electon
elector
electora
electra
electriz
electrodo
electronica
electrons
elects
elefant
elegante
eleganti
eleganz
elegible
elektro
elektrode
elektron
elem
elementar
elementare
elementari
elemente
elementes
elementi
elemento
elenia
elensefars
elete
elevador
elevate
elevates
elevations
elevato
elevators
elevens
elevenths
elfe
elfen
elfes
elfish
elfo
elfs
elfte
elia
eliabs
eliah
eliam
eliams
elide
eliels
elienai
elieser
elihus
elija
elijahs
elijan
elijar
eliljah
eliminante
eliminare
eliminaste
eliminata
eliminates
eliminati
eliminatin
eliminations
eliminato
eliminiate
eliphal
eliphalet
eliphas
elipheleh
elipheleth
elipse
elipsis
elis
elisa
elisama
elisas
elischa
elischama
elise
elishah
elishas
elishua
elisia
eliten
elites
eljakim
eljasaph
eljoenai
elkana
elkanas
ellas
elle
ellen
elles
elligible
ellipsen
ellipses
elma
elmer
elnatan
elohs
elons
elot
elote
eloth
eloy
elsa
elses
elsie
elster
elstern
elter
elton
eluse
elute
elvin
elvis
elyssa
embbed
embded
embeds
ember
embraced
embraces
embraie
embrase
embraye
embroider
embroiderer
embroiders
emceed
emeralds
emergence
emerger
emerges
emergi
emergo
emerse
emery
emet
emil
emile
emim
emir
emissione
emissioni
emits
emocional
emoticons
emotion
emotionale
empare
empero
emperors
emph
emphases
emphasise
empi
empile
empira
empirer
empires
empirez
emplied
emploi
employa
employe
employer
employers
employes
employez
employments
employs
emply
empore
emport
emporter
empotions
empress
empressions
empt
empted
emptier
empties
enabler
enact
enak
enam
enamels
enana
enano
enans
encage
encagement
encampments
encamps
encan
enchancement
enchancing
enchantements
enchantment
enciclopedia
encire
enclore
enclos
encloses
enclosez
encloue
encluded
encode
encodera
encoders
encodes
encodeur
encodez
encodings
encoger
encorder
encored
encoring
encose
encosed
encosing
encounted
encounters
encountre
encouragea
encourager
encourages
encouragez
encrypte
encryptin
encrypts
encumbrances
encyclopaedia
encyclopedias
encyclopedic
ende
endef
enden
endend
ender
endes
endet
endge
endien
endin
endina
endings
endino
endlose
endnoten
endos
endpoints
endue
endued
endues
enduing
enduire
endung
endura
endurances
endurante
enduras
endurence
endurer
endurez
enduro
enduros
enema
enemys
enfance
enfer
enfers
enfonce
enfoncement
enforcer
enforces
enforci
enforcie
engace
engagea
engagements
engager
engages
engagez
engaine
engaines
engame
engave
engd
enge
enger
enges
engin
engina
engined
enginee
engineerin
engineerings
enginees
engins
englands
englisch
engrave
engraver
engraves
engravez
enhancements
enhancer
enhances
enid
enif
enity
enjoys
enlargements
enlarger
enlarges
enlias
ennemies
enon
enos
enosch
enquires
enquiry
enquise
enrage
enraged
enrase
enron
ensable
ensables
ensamble
ensembla
ensembles
ensigns
ensue
ensured
ensures
entable
entables
entails
entangle
entangles
ente
enten
entend
entended
entending
entends
entent
enteo
entera
enteras
entere
enterez
enterin
entern
enternal
enternally
entero
entertainments
entes
entez
enthusiasms
enthusiast
enticed
entices
entiche
entier
entiers
entir
entired
entirety
entitle
entitles
entourage
entquire
entquired
entra
entrains
entrais
entranced
entrante
entrantes
entre
entreats
entreaty
entrent
entreprise
entreprises
entrer
entres
entrez
entri
entrie
entriez
entriy
entro
entrys
enture
enure
enured
enures
enus
envelop
enveloped
envelopes
enveloppe
envelops
envers
envi
envident
environments
environnent
envoy
envp
enzym
enzymes
epect
epha
ephai
epher
ephods
ephraims
ephrata
ephratah
ephratha
ephrons
epidemia
epidemica
epidemics
epidemie
epistles
eplicit
epoca
epoche
epochs
epuro
equa
equably
equatin
equi
equilibirum
equipments
equipo
equips
equis
equiv
equivalente
equivalenti
equivalents
equlity
eraje
eral
eran
erar
eras
erased
eraser
erases
erba
erbse
erden
erect
erected
erectin
erections
erektion
erga
erge
ergs
eril
erma
erna
ernest
eros
erra
errar
erre
errer
erres
errez
erri
erro
errol
errons
errore
errori
errs
erse
erst
erster
erta
eruptions
esablishment
esar
esas
esatte
esaus
esca
escale
escales
escapee
escapees
escapo
escarpe
escate
escated
escates
esce
esch
escher
eschtaol
esci
esclude
esclusive
esco
escora
escorta
escorte
escorts
escot
esecutive
esel
eser
eshan
esile
esli
espanse
espect
esplode
esquire
esra
esse
essences
essene
essentiall
essentials
essentiel
esst
establishes
establishments
estacte
estante
estaol
estates
estati
esten
estensive
ester
esters
esthers
estimater
estimates
estimatin
estimations
estivation
estreme
etam
etan
etcher
etchings
etend
etends
eter
eterna
eternally
etham
ethane
ethans
ethel
ethic
ethiopic
ethnan
ethni
ethnics
ethnie
etiopia
eton
etree
euch
euer
eues
eunuco
euphonie
euphoria
eurasia
eurasians
eurasien
eure
eures
europ
europa
europea
europeans
europei
europeo
europes
euter
evacuate
evacuated
evacuates
evacuations
evad
evaded
evader
evades
eval
evaluater
evaluaters
evaluatin
evaluations
evalution
evan
evat
evem
evenks
evens
eventi
evento
everlastings
evert
everybodys
everyones
everythings
eves
evidenced
evidences
evidente
evidenti
evidenze
evildoer
evitable
evoluation
evolutions
evtl
ewalds
ewer
ewes
ewil
exacta
exacte
exacted
exacto
exacts
exakt
exalta
exalte
exalter
exaltes
exaltez
exalts
examina
examiner
examines
examinez
exampled
exams
excavador
excavations
excavators
excect
excected
excecting
excection
excections
exceedin
excellant
excellences
excellente
excellents
excels
exceopt
exceoption
exceoptions
exceotion
exceotions
excepcional
excepta
excepte
exceptin
exceptins
excepto
exceptons
excepts
excerpt
exceso
excessives
exchanger
exchangers
excise
excised
excisin
excising
excisions
excisted
excite
excitements
exciter
excites
excitez
excl
excludes
exclue
exclued
exclure
excluse
exclused
exclusing
exclusions
exclusiva
exclusives
exclusivo
excusa
excused
excuser
excuses
excusez
excuso
exea
execise
execises
execs
exect
exected
execting
exection
exections
execuding
execuse
execused
execuses
executables
executin
executiong
executions
executives
exekution
exemple
exemples
exempta
exempte
exemptin
exemptions
exempts
exeption
exercice
exercices
exercies
exercised
exerciser
exercizes
exert
exerts
exes
exhausta
exhauster
exhausto
exhausts
exhibitin
exhibitions
exhorta
exhortations
exhorte
exhorted
exhorter
exhorting
exhorto
exhorts
exicted
exicting
exige
exigible
exil
exila
exiled
exiler
exiles
exilez
exiling
exils
exir
exis
exista
existas
existe
existences
existend
existente
exister
existes
existez
exitin
exiv
exixt
exixted
exklusive
exluded
exluding
exorcise
exorcises
expads
expanation
expanders
expandin
expandir
expaned
expanses
expansions
expansive
expcept
expcet
expectin
expects
expedience
expediences
expediente
expedients
expeditious
expel
expend
expended
expender
expending
expenditures
expends
expensas
expensed
expension
expensions
expept
experimentar
experimente
experimento
experse
experta
experte
expertes
expertisa
expertiser
expertises
expertisez
experto
expet
expets
expiation
expie
expier
expies
expira
expiras
expirations
expirer
expirez
expite
explanations
explicita
explicite
explizit
exploded
explodes
exploitations
explora
explorar
explored
explorera
explorers
explores
explorez
explose
exploser
explosions
explosiv
explosiva
explosiven
explosiver
explosivo
explotation
expo
expoert
exponencial
exponente
exponentiel
exponents
exporation
expore
expored
exporer
expores
exporing
exporta
exportar
exportas
exportation
exporte
exporten
exportera
exporters
exportes
exporteur
exportez
exportin
expose
exposent
exposer
exposes
exposez
exposures
expresa
expreses
expreso
expresse
expresses
expressin
expriment
exprts
exract
exracted
exracting
exress
exsist
exsit
exsited
exsits
extact
extacted
extacting
extansion
extant
exted
exten
extender
extendin
extenions
extensiva
extensives
extensivo
exteriors
externa
externals
externat
extincts
extint
extited
extiting
extits
extorsion
extort
extorted
extortin
extorting
extorts
extracs
extracta
extractar
extracter
extractin
extractions
extracto
extractora
extractors
extracts
extrait
extrakt
extraktion
extras
extravagante
extravagants
extravaguant
extravasant
extrem
extrema
extremen
extremer
extremes
extremety
extremo
extrems
extrusions
exult
exulted
exzellent
eyre
ezel
ezem
ezers
ezrah
ezri
fabled
fabrics
fabrik
fabril
faca
facce
faccine
faceis
facer
facet
facets
fach
fache
facher
faches
facia
faciale
facials
facie
facies
facilita
facilite
facilites
faciliti
facilitiez
facilito
facina
facings
facors
factional
facto
factoriel
factorise
factorises
facture
factures
fada
fadas
faded
faden
fader
fadez
fadin
fadings
fado
fads
faeces
fags
fahr
fahre
faile
faileth
failin
failings
failler
failt
faim
faims
fain
faine
fainest
fainter
faints
faire
faires
fairing
fairs
fais
fait
faite
faithfuls
faiths
faits
faix
faked
faker
fakes
faking
fakir
fakt
fakten
faktor
falange
falce
falco
falcone
falcons
falde
fale
faliing
falir
falke
falken
falla
falle
falled
fallend
falles
fallet
falli
fallin
fallo
fallowed
fallowing
fallows
fallt
fallu
falo
fals
falsa
falsehoods
falseo
falser
falsh
falsi
falsk
falso
falt
falte
falten
falter
faltered
faltering
falters
falx
falz
falzen
fama
famed
fami
familia
familial
familiare
familiari
familiars
familie
familien
familier
familiers
familles
familys
famines
fana
fanal
fanas
fand
fane
fanes
fang
fangal
fange
fangs
fanny
fano
fantastica
fantastici
fantastico
fante
faon
faons
faqs
fara
faraud
farb
farbe
farce
farces
farction
fard
farde
farder
fardes
fards
fared
farei
fares
farest
farewells
fari
farine
faring
faringe
farle
farmed
farmern
farmi
farmings
farne
faro
faroe
farre
farrow
farrows
fars
fart
fartal
farte
farted
farter
farting
fartions
farts
fascal
fasce
fasces
faschine
fascina
fasciner
fascines
fascinez
fascini
fascino
fascise
fase
fased
faser
fases
fashions
fasi
fasing
faso
fass
fasse
fassen
fasst
fasta
faste
fastend
fastener
fastenin
fastenings
fastens
fastes
fastet
fasti
fastings
fasto
fasts
fata
fatah
fatale
fatali
fatals
fated
fates
fathered
fatigua
fatigued
fatiguer
fatigues
fatiguez
fating
fato
fator
fats
fatta
fatte
fatted
fatten
fattened
fattening
fatter
fatti
fatto
fauces
faucon
faul
faule
faulen
faules
faun
fauns
faust
faut
faute
fauter
fautions
fautor
faux
fave
faveur
favo
favorable
favore
favori
favorire
favorise
favorit
favorita
favoriten
favorites
favoriti
favorito
favors
favourably
favoured
favourites
favours
fawn
fawns
faxa
faxe
faxed
faxes
faxing
faye
faze
fazed
fazes
fazing
fcoe
fdist
feasted
featch
featcher
feathery
feats
featuer
featuers
featured
feble
fecal
fece
feces
fecial
fede
feder
federa
federals
federar
federations
fedi
feds
feebler
feebly
feeders
feedings
feeler
feely
feen
feget
fehl
fehlt
feier
feil
feile
fein
feind
feine
feins
feint
feinted
feist
feje
feld
felder
felds
felht
feliz
fella
felle
felled
fellen
feller
fellig
fellini
felloes
fellowships
fells
fels
felting
felts
females
femar
feme
fenal
fencer
fencers
fend
fende
fended
fender
fendes
fending
fends
fenice
fennel
fens
fente
fentes
fera
feras
ferlent
fermat
ferment
fermentations
fermer
ferne
fernes
ferons
feront
ferra
ferre
ferrent
ferres
ferri
ferried
ferriez
ferris
ferro
fers
fertige
fertiles
fertili
fertiliser
fertilizar
fertilize
fertilized
fertilizers
fertilizes
fervente
fervents
fess
fest
festen
fester
festers
festes
festiva
festivals
fests
feta
fetal
fetale
fetches
fetchin
fete
feted
fetich
fett
fetter
fettes
feture
fetus
feud
feuding
feuds
feue
feuer
feues
feus
feux
fevers
feye
fezes
fflush
fial
fialing
fiance
fiant
fiar
fias
fiat
fiats
fibber
fibers
fibra
fibs
fice
ficher
fiches
ficht
fick
fictions
ficus
fide
fieber
fiebre
fieht
fiel
fiele
fiels
fiend
fiends
fier
fiera
fiercer
fiere
fieri
fiero
fiers
fies
fife
fifes
fifht
fifre
fifres
fifteens
fifteenths
fifths
fige
figer
figes
fightin
fightings
figle
figo
figue
figues
figur
figura
figuras
figuren
figurer
figurez
figuri
figuro
fiktion
fila
filaient
filamento
filaments
filare
filas
filch
filder
filders
filed
filenname
filennames
filer
filet
fileter
filets
filez
filght
filghts
fili
filin
filings
filino
filins
filis
filld
fille
fillers
filles
filleth
fillin
fillings
filly
filma
filmas
filme
filmed
filment
filmer
filmes
filming
filmy
filo
fils
filtere
filtern
filtert
filterung
filtrations
filtre
filtrer
filtres
filz
fime
fina
finale
finali
finall
finalle
finals
financed
financer
finances
financez
finanche
financiar
finanze
finar
finca
findb
finde
finden
finders
findest
findet
findig
fined
finer
finery
fines
finesa
finess
fing
finge
fingen
fingere
fingern
fingersi
fingi
fingir
fini
finie
fining
finis
finishe
finisher
finishes
finishin
fink
finking
finks
finn
finne
finness
finnish
finns
finny
fino
finse
finsh
finshes
finsi
finte
fints
finv
fiole
fioles
fion
fions
fiord
fiore
fips
fireplaces
firest
firin
firings
firma
firmal
firmamento
firmaments
firmare
firme
firmed
firmer
firmes
firmi
firming
firmo
firms
firn
firs
firstborns
firstfruit
firstlings
firsts
firth
fisc
fiscale
fiscali
fiscals
fisch
fischer
fisches
fiscs
fished
fisherman
fishers
fishery
fishier
fishy
fisical
fisk
fisses
fissino
fissions
fisted
fistular
fistulas
fistule
fita
fitch
fiters
fito
fitte
fitter
fitters
fiture
fitured
fitures
fiver
fives
fixa
fixas
fixations
fixe
fixen
fixer
fixers
fixez
fixin
fixings
fixtures
fizzy
fjeld
fjord
flab
flac
flach
flaches
flack
flacks
flacon
flage
flagge
flagrance
flahs
flail
flailed
flailing
flails
flair
flaire
flak
flake
flaked
flaking
flama
flambe
flambes
flamed
flamen
flamer
flamers
flamine
flamingo
flamings
flammables
flamme
flammes
flan
flanc
flanged
flanges
flanke
flanks
flans
flapi
flapis
flapp
flared
flares
flaring
flase
flasha
flashas
flashe
flashed
flasher
flashers
flashest
flashez
flashin
flashings
flashy
flasks
flass
flatness
flato
flatt
flattening
flatterin
flaue
flaute
flavor
flavored
flavours
flaw
flawed
flawing
flaws
flay
flaying
flays
flea
fleas
fleck
flecks
fledi
fleeced
fleeces
fleecing
fleecy
fleeth
fleeting
fleets
flehe
flehet
fleht
fleje
fleme
fleming
fleo
fleshes
fleshing
fleshy
flet
fletching
flete
flets
fleur
flew
flex
flexes
flexibel
flexiblen
flexibler
flexibles
flexibly
flexing
flfs
flic
flicht
flick
flicks
flics
flied
flieg
flieh
flieht
flier
fliers
fliese
fliest
flighty
flinch
fling
flink
flinte
flints
flinty
flips
flir
flirt
flit
flits
flitted
flitting
floaing
floatin
floats
floc
floe
floes
flog
flogs
floh
floja
flooder
floodin
floored
flooring
flop
flops
flor
florae
floral
florar
floras
flore
florescence
florish
flory
floss
flot
flota
flote
flots
flott
flou
floua
floue
flouent
flouer
flourescence
flourescent
flours
floury
flous
flout
flouting
flowery
flowin
floyd
fltering
flua
fluant
fluate
flub
fluch
fluente
fluenti
fluer
flues
fluet
fluez
flug
fluge
flugs
fluida
fluide
fluidi
fluido
fluids
fluii
fluir
fluite
fluke
flukes
flume
flumes
flunk
fluor
fluorescente
fluorescents
fluors
flur
flurried
flushes
flushing
fluss
flut
fluted
fluten
flutes
fluttering
fluxa
fluxe
fluxent
fluxible
flycatchers
fname
foal
foals
foamed
foaming
foams
foamy
fobs
foca
focale
foce
focs
focuses
focussed
focussing
fodders
foded
foding
fofl
foga
fogged
fogging
fogs
fogy
foie
foies
foiled
foiling
foils
foin
foins
foir
foire
foires
fois
foist
foists
fokal
fokus
foldes
foldin
foldings
foley
folg
folge
folgers
folget
foliate
folies
folksy
folla
folle
follet
follets
folli
folling
followd
followe
follower
followings
folter
fomes
fona
fonce
fonces
fonction
fonctions
fonda
fondamental
fondation
fondations
fonde
fonder
fondi
fondo
fonds
fondu
fongus
fonil
fontain
fontains
fontal
fonte
fontes
fonti
fontis
fooled
fooling
foor
foosball
footballs
footfall
footings
footman
footnoted
foots
footstep
footstools
footwork
fops
fora
forage
foraged
foraging
foral
foras
foray
forb
forbad
forbears
forbes
forbids
forca
forcer
forcez
forche
forci
forcie
forcies
forcina
forcings
forcis
forcus
forded
fording
fords
forearm
forearms
forebear
forecasts
forefronts
foregiveness
foregrounds
foreheads
foremast
foren
forensi
forensics
forent
forer
foreront
fores
foreskins
foresta
foreste
foret
forets
forewarded
forewarding
forez
forferont
forgat
forgea
forgent
forger
forges
forgets
forgez
forgives
forgo
forgoing
fori
forjet
forked
forking
forligner
forma
formai
formais
formait
formale
formali
formals
formaly
formant
formar
formas
formata
formatas
formate
formates
formati
formations
formato
formatter
formattings
formdocuments
forme
formel
formen
formend
formera
formero
formers
formes
formez
formi
formication
formino
formo
formol
formola
formolas
formt
formts
formulae
formulai
formulais
formular
formulars
formule
formules
formung
formworks
fornace
fornications
forniture
foro
forrest
fors
forsakes
forse
forst
forster
forte
forteresses
fortes
forti
fortifications
fortifie
fortifier
fortifies
fortifiez
forts
fortuna
fortunes
fortuno
fortys
forums
forwarder
forwardin
forwards
forwared
forword
forzal
forze
fosal
foss
foste
fosters
foto
foudrier
fouge
foui
fouir
fouis
fouit
foula
fould
foule
foully
foulness
fouls
founder
founding
founds
fount
founts
fourber
fournier
fourniture
fourrer
fourrier
fourteens
fourteenths
fourths
fous
fout
foute
foxed
foxing
foxs
foxy
foze
fozen
fpts
fractale
fractals
fractious
fractura
fracturas
fractured
fracturer
fracturez
frade
frag
frage
fragil
fragiler
fragiles
fragili
fragmenta
fragmentas
fragmente
fragmentes
fragmento
fragole
fragrances
fragrante
fragranze
frags
fraie
fraies
frail
fraile
fraktal
fraktion
framer
framers
frameworks
framing
fran
franc
franca
frances
franche
franck
franco
francolina
francolino
francs
frane
frange
frank
frao
frape
frase
frat
frate
frational
frations
frats
fratture
frau
frauda
fraude
frauds
fray
fraye
frayed
frayes
fraying
frech
fred
freedoms
freeing
freer
frees
freez
freezer
freezes
frei
freie
freiform
freights
fremd
freme
frental
freo
freq
frequenta
frequente
frequenti
frequento
frequents
frequeny
frequenz
frere
fres
fresa
freso
fress
frete
frets
freu
freud
freue
freut
frey
frez
friand
friands
frictional
frictions
frida
fridays
fridge
frieda
friede
friendships
frier
fries
frieze
frige
frigge
fright
frighting
frights
frill
frilled
frills
frime
frimes
fringa
fringed
fringes
fringue
frire
frist
frit
frits
froc
frocard
frock
frocks
froga
froh
fromm
fron
fronat
fronce
frond
frontail
frontale
fronte
fronten
frontend
fronti
frontiera
frontiere
frontiers
frontil
fronts
fror
frosted
frostier
frosts
frosty
froth
frou
frous
frown
froze
fruir
fruity
frunce
frust
frye
fstat
ftps
fucks
fuco
fucus
fuds
fueling
fuelling
fuels
fuer
fuge
fuggi
fuhr
fuie
fuies
fuir
fuit
fulfills
fulfils
fulla
fullback
fulled
fuller
fullfil
fullfill
fullill
fulling
fulls
fume
fumure
func
funcional
funcstion
functionaly
funda
fundamentals
fundamentar
funde
funded
fundo
fundus
fundy
fune
funerala
funerale
funerals
funereal
funge
funghi
fungo
fungous
funk
funking
funks
funktion
funktional
funktions
funky
funnels
funner
fura
furbish
furbished
furet
furl
furnishes
furo
furry
furs
furt
furthers
furthest
furz
fusa
fuscine
fused
fusee
fusel
fuser
fuses
fusez
fusi
fusione
fusioni
fusions
fuso
fuss
fusse
fuste
futre
futur
futura
futures
futuri
futuro
futurs
fuze
fuzz
fvault
gaals
gaba
gabbed
gabbling
gabe
gabelle
gabs
gabt
gade
gader
gadi
gadin
gadite
gaditer
gads
gaea
gael
gaelic
gafa
gaga
gage
gages
gaggles
gaging
gags
gaia
gaie
gaies
gail
gaina
gainas
gaine
gainer
gaines
gainez
gaio
gais
gait
gaits
gaius
gaize
gaje
gala
galal
galatea
galaxia
gale
galeries
gales
galgal
galilea
galileo
galla
galle
gallera
gallerie
gallero
galley
galli
gallic
gallo
gallois
gallons
gallops
galls
galo
gals
galt
gama
gamaliels
gamba
gambe
gambes
gamboling
gamed
gamekeepers
gamelle
gamer
gamers
gamest
gamet
gamets
gamey
gamin
gamina
gamine
gamins
gamliel
gammas
gamme
gammes
gamo
gamy
gana
gander
ganga
gange
ganges
gangs
gano
gans
ganses
gant
gante
gantes
ganth
gants
ganz
ganze
gaol
gaols
gape
gapes
gaping
gara
garaged
garagen
garages
garaje
garand
garant
garants
garards
garasses
garay
garb
garbate
garben
garbling
garce
garde
gardened
gardeners
gardent
garder
gardes
gardez
gardian
gardien
gardiens
gardner
gardon
gardons
gare
garen
garent
gares
gargage
garma
garn
garnen
garnison
garnisons
gars
garten
gartens
garth
gary
garza
garze
gasa
gase
gasen
gash
gashes
gasolene
gasolina
gasp
gasps
gasse
gasses
gast
gata
gatas
gated
gatekeeper
gateways
gatherer
gatherin
gatherings
gatin
gating
gato
gatta
gatte
gatten
gatter
gaude
gauged
gaul
gaule
gaules
gaupe
gaus
gaussiana
gaussiano
gaussians
gauze
gava
gavage
gavd
gavel
gavent
gaver
gaves
gavez
gavin
gawd
gawks
gawky
gaya
gayal
gayest
gays
gazage
gazai
gazas
gazed
gazellen
gazelles
gazer
gazes
gazez
gazi
gazing
gazites
gazoline
gazza
geai
geais
gebal
gebar
gebe
geben
gebet
gebs
gebt
geder
gedors
geek
geeks
gees
geezer
gegl
gehasi
gehe
geht
gehts
geier
geil
geile
geins
gela
gelare
gelasses
gelb
gelber
geld
gelder
geler
geli
gell
gelo
gelobe
gels
gelt
gema
geme
gemma
gems
gena
genders
gendex
gendre
geneic
genera
generador
generai
generala
generale
generali
generall
generante
generar
generare
generaste
generat
generata
generater
generaters
generati
generatin
generato
generaton
generatr
generatrs
generi
generiate
generica
generici
generico
generics
genes
genet
genetica
genetico
genetics
genetik
genetric
genf
genfer
geni
genial
genie
genies
genitals
gennus
geno
genome
genre
gens
gent
gente
gentile
gentilles
gentils
gentled
gentler
gentles
gentry
gents
genug
genuis
genuss
geom
geometrc
geometria
geometrica
geometrici
geometrie
gerade
gerader
gerard
geras
gerba
gerbage
gerber
gere
gerla
germa
germai
germain
germana
germane
germano
germans
germant
germanys
germas
germe
germen
germent
germi
germon
germs
gern
gerne
gershonite
gersom
gerson
gert
geschur
geser
geshuri
gestire
gestore
gestured
gestures
gesur
geta
geter
gether
getsz
getta
getter
gettin
gettings
gettino
gflare
ggogle
ggogles
ghats
giace
giare
giba
gibbeton
gibbon
gibe
gibea
gibeas
gibeath
gibeonite
gibeoniter
gibeons
gibes
gibing
gibson
gibt
gibts
gicon
gide
gideom
gideoni
gideons
gids
gier
gifs
gifte
giften
giftes
gigant
giggles
gild
gilded
gileaditer
gileadites
gileads
giles
gill
gills
gilt
gilts
gimps
gimpy
ginats
ginea
ging
gins
giove
gips
gira
girar
girate
girders
girdled
girdles
girds
giri
giro
giron
girt
girted
girts
gisant
gisants
gist
gita
gite
giton
gitter
gittit
gittites
gittith
gived
givem
givens
givers
givest
givin
givings
givre
givrer
givres
giza
glabre
glace
glacer
glaciale
glaciali
glacials
glaciar
glaciers
glaciez
glade
glads
glaire
glaises
glam
glana
glanas
glanced
glances
glanda
glandas
glande
glandes
glane
glaner
glanes
glans
glanz
glanze
glared
glares
glaring
glas
glassed
glassy
glatze
glazed
glazes
glazier
gleaned
gleba
glee
glera
glib
glide
glided
glides
gliding
glisses
glistering
gloat
gloats
globale
globali
globed
globes
globi
globing
globo
globs
glome
glop
glorifie
glorifier
glorifies
glorifiez
glose
gloses
gloss
glossar
glossare
glosses
gloved
glover
gloving
glows
glued
gluepoints
glues
gluey
glug
glui
glum
glume
glus
glut
glutted
gmat
gnade
gnat
gnats
gnole
gnomes
gnomo
gnose
gnou
gnumerics
gnus
goad
goads
goah
goba
gobe
gobelin
gobelins
gober
gobes
gobi
gobs
goce
goda
godas
goddards
gode
godes
godi
godless
godo
godoy
goer
goethe
goff
gofo
goggle
goggled
gogh
gogo
gogs
gola
golda
golde
goldene
goldens
goldes
golds
gole
goles
golfa
golfe
golfi
golfo
golfs
goliaths
golly
golose
gomma
gomorra
gomorras
gomorrha
gonce
gond
gonda
gonde
gonder
gonds
goner
gong
gongs
gonk
gonne
gonze
goodby
goodbyes
goodbys
goodliness
goody
goof
goofs
googled
googles
gook
gooks
goom
goon
goons
goop
goosed
gooses
gord
gore
gores
gorey
goring
gorse
gory
gosen
goshawks
gospels
goss
gosse
gossen
gossips
gossipy
gota
gote
goteo
goth
goti
goton
gots
gott
gottes
gouge
gouges
gould
gout
goutta
goutter
govenor
governo
govt
gown
gozne
gozo
gpgv
gplv
gprs
grabber
grabe
graben
grabes
grabs
graced
graceful
graces
gracie
gracient
gracier
gracin
gracing
gracions
grad
grada
gradar
gradation
graded
graden
gradeo
graders
grades
gradi
gradiente
gradienti
gradin
grading
gradins
gradite
grado
grads
graduale
graduante
graduare
graduaste
graduat
graduata
graduated
graduates
graduati
graduations
graduato
gradue
graduent
graduer
graduiate
grady
graf
grafen
grafi
grafit
grafo
grafted
grafting
grafts
grail
graina
grainas
graine
grained
graines
grainy
graisses
grak
gral
gram
gramar
gramen
grammars
gramplets
grams
gran
grana
granat
granate
granda
grande
grander
grandi
grands
grane
granel
grani
granit
granita
graniter
granites
granitez
granito
granits
grano
grantee
grao
grap
grapa
grapevines
graphe
graphes
graphie
graphies
graphik
graphin
graphit
grappe
grappes
gras
grasa
grase
grasen
grases
grasland
graso
graspi
graspo
grasps
grassa
grasse
grassed
grasset
grassi
grasslands
grasso
grassy
grast
grat
grata
grated
grater
grates
grati
gratin
gratina
gratine
gratings
gratins
grato
gratte
grau
graue
grauen
grauer
graues
graus
graut
graute
grav
grava
gravas
graved
gravels
gravely
gravent
graver
gravest
gravez
gravi
gravie
gravies
graving
gravis
gravit
gravita
gravite
gravo
gravy
grayer
graying
grays
graze
grazes
grazino
greased
greases
greasy
greate
greats
greaves
greba
grec
greed
greene
greened
greening
greens
greer
greg
greif
greise
grek
grenada
grenader
grenage
grenages
grenat
grenus
grep
grepping
gres
greta
greve
greys
greyscale
grida
gridi
grido
griefs
grieg
grieves
griff
gril
grils
grima
grime
grimm
grimper
grimy
grincer
grindig
grinds
grinning
grins
gripe
gripes
griping
gripo
grippe
gripped
grippera
grippers
grippes
grippez
grips
gris
grit
gritar
grits
grive
grives
groanings
groans
groar
grob
grobe
grobes
grogs
groie
groin
groins
grok
groks
grole
gronder
groomed
groovy
grop
grope
groped
gropes
groping
gros
grosa
grosbeaks
groso
grossa
grosse
grosses
grossi
grosso
grosz
grotta
grounder
groupa
groupas
groupe
grouper
groupes
groupez
groupin
groupings
groused
grousing
grouted
grouts
grovel
grovels
grover
groweth
growin
growl
growling
growls
growths
grubbed
grube
grubs
grudged
grudges
grue
gruft
grug
gruge
gruges
grund
grunge
grunt
grunted
grunting
grunts
grus
gtest
guai
guaitar
guam
guance
guano
guao
guara
guarantees
guarantied
guarda
guardi
guardia
guardiana
guardiane
guardiani
guardiano
guardians
guardin
guardina
guardine
guardinga
guardingo
guardino
guardo
guaro
guate
guau
guay
gude
guet
guets
guetter
guff
gufi
guiar
guida
guidante
guidar
guidas
guideline
guider
guidez
guidi
guidino
guido
guilde
guildes
guilding
guilds
guileless
guinda
guinde
guinder
guindes
guinean
guineas
guineo
guinga
guinja
guipar
guipe
guipes
guis
guisar
guise
guises
guita
guitare
guitars
guite
gula
gulden
gulfs
gulls
gully
gulp
gums
gune
gung
guni
gunis
gunk
gunn
gunst
gura
gurt
gurus
guss
gust
gustar
gusted
gusts
gute
guter
gutes
guts
gutta
gutte
gutters
guttes
gutting
gweddrys
gymnastic
gyms
gyps
gyrate
gyrating
gyrin
gyros
gzip
haag
haar
haare
haas
habar
habbit
habbits
habe
haben
haber
habet
habita
habitai
habitait
habitant
habitar
habitas
habitats
habite
habites
habituation
habituations
habitus
habiz
habor
habs
habt
haca
hacer
hach
hacke
hackling
hacks
hackt
hada
hadada
hadadeser
hadadezers
hadado
hadads
hadal
hadar
hadareser
hadda
hader
haders
hades
hadid
hadj
hadnt
hado
haem
hafen
hafer
haft
haften
hagab
hagard
hagel
haggi
hags
haha
hahn
haie
haies
hailed
hailing
hails
hain
haire
hais
hait
hake
haken
hakes
hakt
hakte
hala
halar
halas
halb
hald
halder
haldrics
hale
haled
haler
hales
hali
haling
halir
halle
halles
hallo
hallows
hallt
hallway
halm
halo
halos
hals
halte
halted
halten
halter
halters
haltes
halteth
halting
halts
halve
halving
hamac
hamans
hamat
hamaths
hamels
hamez
hammath
hammed
hamo
hamon
hamors
hamper
hampered
hampers
hamran
hams
hamul
hananis
hanans
hanap
hande
handel
handeld
handeled
handels
hander
handfuls
handier
handing
handlers
handlung
handsful
handshakes
handsomer
handsy
handys
hanes
haney
hanf
hangar
hange
hangen
hanger
hangeul
hangin
hangup
hank
hanks
hanky
hanna
hannas
hans
hansa
hanta
hante
hanter
hantes
haply
happa
happe
happend
happenes
happenin
happenings
happent
happer
happes
happez
happnes
happons
hara
haram
harans
haras
harbor
harbours
harca
harda
harde
hardener
hardens
hardent
hardera
hardes
hardest
hardez
hardi
hardier
hardily
hardin
hardiness
hardy
hared
harem
hares
haret
harfe
harfen
harija
harims
haring
harjas
hark
harken
harkened
harkening
harking
harks
harlan
harle
harlots
harlow
harma
harmon
harmonica
harmonics
harmonie
harmonio
harms
harn
haro
harod
haros
harpa
harpas
harpe
harper
harpes
harpy
harr
harre
harren
harried
harrt
harry
harsa
harsch
harsha
harta
harte
harten
harter
hartes
harto
harts
harum
harvester
harz
hasael
hasard
hasch
hase
hasel
hasen
hases
hashabniah
hashed
hashen
hasnt
hasp
hasps
hass
hasse
hassen
hasst
hasste
hasta
hastens
hastes
hastet
hasteth
hasting
hatach
hatear
hatera
hatero
hatest
hatin
hato
hatreds
hats
hatte
hatted
hatten
hatter
hatters
hatting
hauch
haue
hauen
hauet
hauls
haunting
haunts
haupt
hauran
haus
hause
hauses
haust
hausten
haut
haute
hautes
hauts
hava
havar
havea
havee
havel
havens
havent
haver
haves
havez
havi
havie
havin
havir
havit
havo
havre
hawed
hawing
hawking
hawkmoths
hawks
haws
haya
hayden
hayed
hayes
haying
hayo
hays
haza
hazards
hazed
hazel
hazerot
hazes
hazi
haziel
hazing
hazo
hazy
headaches
headded
heade
headern
heades
headier
headin
headlight
headquarter
heady
healer
healeth
healings
healt
heaped
heapeth
heaping
heared
hearer
hearers
hearings
hearkens
hearse
hearst
hearten
heartened
hearths
hearty
heath
heathens
heather
heatings
heats
heaved
heaves
heavies
heaving
hebe
hebel
heben
hebers
hebert
hebet
hebrea
hebreo
hebroniter
hebrons
hebt
hecke
heda
heder
hedged
hedges
hedo
heeded
heeding
heeds
heeled
heeling
heep
heer
heere
heers
hefe
heft
hefted
hefting
hege
hegel
hegt
hehe
hehl
heic
heide
heifers
heigh
heii
heil
heiler
heils
heim
heims
hein
heiser
heist
heisting
heiter
helam
helar
heled
helem
helfer
helfet
heli
helicopters
helikopter
helio
helle
heller
hellos
hells
hellt
helme
helmen
helmer
helmert
helms
helon
helpe
helpes
helpin
helpings
helve
hemam
hemans
hemath
hemd
hemdan
hemet
hemmer
hemor
hems
hena
henal
henar
hench
hender
henne
heno
henoch
hens
hephers
hepper
heps
hera
herab
heran
herba
herbas
herbe
herber
herbes
herbst
herbu
herde
herded
herden
herder
herders
herding
hereafters
herely
heres
heresy
hereth
herging
heria
hering
herir
heritages
herman
hermes
hermitage
hermite
hermits
herniae
hernial
hernias
hernie
herodes
herods
heroin
herold
herons
heros
herpe
herpes
herr
herring
herrn
hersa
herse
herses
herz
hesbon
hesed
heshmon
hesir
hesitated
hesitates
hess
hester
heths
hetman
hets
heuer
heul
heur
heure
heurt
heurts
hewer
hews
hexadecimals
hexadezimal
hexagone
hexagons
hexe
hexed
hezekiahs
hezion
hezir
hezro
hezronites
hezrons
hhmm
hick
hidding
hided
hidels
hidest
hidin
hied
hieing
hiel
hier
hiermit
hiero
hies
higa
highlighter
highlightes
highs
hight
hightest
higiene
higo
hike
hiked
hikes
hila
hile
hiles
hilf
hilfs
hilkia
hilkiahs
hilkias
hilly
hilo
hilt
hilts
himalaya
himalayas
himalayen
hims
hinan
hind
hindern
hinders
hindert
hinds
hines
hing
hingen
hinges
hinging
hings
hinkt
hinnoms
hinted
hinter
hinters
hinting
hipo
hippen
hipper
hippy
hips
hira
hirah
hirams
hirelings
hirer
hires
hiring
hirma
hirn
hirse
hirt
hirte
hissa
hisse
hissy
histogramm
histograms
historial
hita
hitch
hitching
hiting
hitler
hito
hitpoint
hitter
hive
hived
hiver
hives
hiving
hizkiah
hmmmm
hoar
hoard
hoarder
hoarse
hobbs
hoce
hock
hockey
hocking
hocks
hodge
hods
hoed
hoeing
hoes
hofe
hofes
hoff
hogar
hogs
hohe
hoher
hohes
hohl
hohle
hohles
hohn
hoir
hoists
hokey
hola
holden
holdings
holed
holen
holet
holey
holier
holies
holing
holler
hollers
hollowed
hollows
holly
holm
holmes
holon
holos
hols
holst
holsters
holt
holte
holts
holus
holyday
holz
holze
holzes
homed
homelands
homepages
homers
homey
homeys
homie
homier
homies
hominess
hominy
homme
hommes
homo
homy
hone
honed
hones
honesta
honesto
honesty
honeycombs
honeys
hong
honing
honk
honks
honky
honora
honorables
honorably
honorar
honorare
honore
honorer
honores
honorez
honoring
honors
honourably
honours
honrable
hooding
hooey
hoofed
hooke
hooked
hookey
hooky
hoop
hooped
hooper
hooping
hoops
hoot
hooted
hooting
hoots
hoover
hopa
hopefull
hopeo
hopi
hopin
hopo
hopped
hoppers
hopping
hops
hora
horam
horda
horded
horden
hording
horem
hori
horion
horizons
horizont
horizontale
horizontall
horizontals
horma
hormon
hormona
hormoner
hormones
hormonez
hornbills
horne
hornes
hornet
horno
horny
horons
horrar
horre
horribles
horridly
horro
horrors
hors
horsed
horsey
horsing
horst
horsy
hort
hortes
horton
horus
horz
hosa
hosea
hoseas
hosed
hosen
hosing
hoste
hosted
hostel
hosten
hostie
hostil
hostiles
hostnamen
hostnames
hosto
hotels
hotkeys
hotly
hoto
hotshot
hotspots
hott
hotu
houa
houas
houe
houer
houes
hould
houle
houles
houp
houpper
hourd
hourde
hourdes
houri
houris
housed
housings
housr
housse
housses
houx
hovd
hove
hovel
hovera
hovero
hovers
howd
howe
howls
hows
hoyle
hozar
hrmmm
hsts
hten
htere
htose
huang
huant
huard
huart
huas
hubble
hubby
huber
hubs
huch
huchai
huck
hued
huello
huent
huer
huero
hues
huet
huey
huez
hufe
huger
hugger
hugh
hugo
hugs
huhn
huir
huis
huit
hula
huld
hule
hulk
hulla
hulls
huma
humai
humain
humains
humais
humana
humane
humanes
humano
humant
humar
humas
humbler
humbles
humbly
hume
humer
humes
humeur
humidity
hummer
hummingbirds
humo
humons
humor
humours
humpf
humph
humps
hums
huna
hund
hune
hungary
hungern
hungers
hungert
hungred
hungs
hunier
hunk
hunker
hunkers
huno
huns
hunted
huntin
huntings
hunts
hupe
hura
hurai
hurams
hurd
hurdy
hure
huri
hurl
hurls
hurly
huron
hurra
hurray
hurries
hurs
hurse
hurst
hurtas
hurte
hurting
hurto
husai
husam
hush
hushah
husham
hust
husten
huta
hutch
hutu
hybrida
hybride
hybrids
hyde
hydra
hydraulics
hydre
hygro
hype
hyped
hypes
hyphenated
hyphenates
hyphenatin
hyphenations
hyping
hypotheses
hypothesise
hyssops
ibhar
ibid
iblis
iced
ices
ichi
icke
icland
icono
iconv
icor
iddio
iddos
ideale
ideali
ideall
ideals
idear
idee
idem
idenfity
ident
identica
identidies
identidy
identifias
identifications
identifie
identifiera
identifieras
identifiez
identifikation
identifyin
identiies
identities
identiy
ideo
ides
idiom
idiota
idiote
idioti
idiots
idled
idler
idles
idly
idole
idoles
idoli
idolo
idos
idus
idyl
idyls
iene
ignare
ignares
ignitions
ignitron
ignora
ignorait
ignorances
ignorano
ignorante
ignoranti
ignorants
ignoranz
ignoranze
ignoras
ignorent
ignorer
ignorez
ignori
ignorino
ignoro
ignote
iiia
iiih
iiis
ijon
ikea
ikon
ikonium
ikons
ilegal
iles
iliac
iliad
illegale
illegali
illegals
ills
illuminations
illustrations
imagea
imageas
imaged
imagemaps
imagen
imager
imagez
imagina
imaginar
imaginations
imagined
imaginer
imaginery
imagines
imaginez
imago
imam
iman
imber
imigration
imitiate
imker
immagine
immane
immediata
immediated
immediates
immediati
immediato
immers
immigrations
immortality
immun
immuni
immuno
immure
impacta
impacte
impacto
impacts
impaire
impaires
impalement
impart
imparted
imparting
imparts
impassible
impediate
impendance
imper
imperia
imperiale
imperiali
imperials
imperiar
imperical
imperil
impies
implementa
implementatin
implementations
implemente
implementer
implementi
implemento
implements
implicita
implicite
impliciti
implicito
implied
implizit
implose
impolies
impone
importa
importait
importan
importances
importano
importante
importanti
importants
importar
importas
importe
importen
importend
importent
importera
importers
importes
importeur
importez
importi
importin
importino
importo
imposa
imposer
imposes
imposez
imposible
impossibile
impossibles
impossibly
impost
imposte
imposter
impotant
impotrt
imprement
impresa
imprese
impreso
impresse
impresses
impressin
impressiona
impressione
impressioni
impressions
impresso
imprest
imprisonments
improperi
impropre
improuve
improuves
improver
improvise
improviser
improvises
improvisez
impuls
impulsa
impulsed
impulsen
impulser
impulses
impulsez
impulso
impune
impunity
impute
imputer
imputes
imputez
imputs
imputted
imris
inactiva
inactiver
inactives
inactivez
inactivo
inaktive
inane
inaner
inca
incease
incendiar
incendiare
incensed
incenses
incensi
incenso
incest
incide
incidences
incidente
incidenti
incidents
incisent
incisions
incitation
incite
incited
incitent
incitiate
incl
inclement
inclina
inclinations
incliner
inclines
inclinez
inclini
includd
includeds
includi
includo
inclue
inclued
inclues
inclure
incluse
incluses
inclusione
inclusioni
inclusions
inclusiva
inclusives
inclusivo
incombe
incomer
incomes
incompartible
incompasible
incompatibile
incompatibles
incompatibly
incomplet
incompleta
incompleti
incompleto
incomplets
inconsistant
inconsistente
inconsisteny
incorrecta
incorrecte
incorrecto
incorrects
increade
increades
increaes
increate
increated
increating
incredible
incrementa
incrementale
incrementall
incrementar
incrementi
incremento
increments
incs
incunable
incurabile
incurables
incurably
incurs
incus
inda
inde
inded
indem
indenta
indentations
indenti
indento
independente
independents
indes
indexa
indexas
indexe
indexer
indexez
indexs
indi
indiana
indiani
indiano
indians
indic
indica
indicador
indican
indicante
indicare
indicaste
indicata
indicateds
indicatee
indicater
indicaters
indicati
indicatin
indicationg
indications
indicato
indicatore
indicatori
indicats
indice
indicer
indicez
indicted
indicting
indiction
indicts
indide
indien
indies
indignations
indikation
indikator
indina
indio
indira
indirecta
indirecte
indirecto
indirects
indirekt
individua
individuai
individuale
individuall
individuar
individuel
individuels
indiz
indizes
indoors
indra
indu
induce
induces
inducted
inductions
indued
induire
induktion
indulged
indulges
indult
industria
industriale
industriali
industriar
industrie
industriel
industriels
industrien
indy
inedia
inen
inept
inequities
inequity
inerim
inernally
inerte
inerti
inerts
ines
inet
infanta
infante
infantes
infanti
infect
infecte
infecter
infectes
infectez
infectons
infects
infeed
infektion
infer
inferences
inferenze
inferiore
inferiori
inferiors
inferir
infernal
infest
infeste
infester
infestes
infestez
infestions
infine
infinie
infinita
infiniti
infinito
infinity
infirm
infirmation
inflammations
inflatin
inflations
inflected
inflection
inflections
influenced
influencer
influences
influencez
influente
influenzal
influenze
infont
infor
informa
informai
informale
informali
informar
informas
informations
informe
informel
informer
informes
informez
informi
informo
informs
infos
infra
infrastructures
infusions
ingest
ingested
ingredient
ingrediente
ingredienti
inguinale
inhabits
inhalations
inheritances
inherits
inhibit
inhibited
inicial
inital
initate
initation
initative
initia
initiai
initiais
initiale
initiales
initialiation
initialied
initialiing
initialisation
initialise
initialised
initialising
initializer
initializes
initias
initiated
initiater
initiates
initiatin
initiations
initiativen
initiatives
initiatve
iniziate
iniziative
injecta
injecte
injected
injectin
injections
injects
injektion
injure
injures
injurias
injurie
injurier
injuriez
inka
inkl
inklusion
inklusive
inkompatible
inkonsistent
inkrement
inks
inky
inlaid
inlands
inlets
inmune
innards
inne
innen
innere
innern
innert
inni
inno
innocency
innocenta
innocente
innocenti
innocents
innovent
inonde
inondes
inope
inout
inquirer
inquires
insana
insance
insances
insaner
insanes
insano
insecte
insectes
insecto
insekt
insel
inserat
inserta
insertions
inserto
inset
insetion
insets
insetted
insetting
insider
insides
insidi
insidie
insns
insolation
inspecta
inspecte
inspecter
inspectin
inspectons
inspectora
inspectors
inspects
inspektion
inspektor
insrt
inss
instal
installa
installe
installera
installers
installes
installez
installi
installin
installino
installo
installs
instals
instanced
instand
instante
instantes
instants
instanz
insteall
instill
instillation
instillations
instilled
instiller
instilling
instincts
instinkt
institue
instituions
institut
instituta
instituted
institutes
instituto
instituts
instllations
instrance
instrances
instructa
instructer
instructin
instructo
instructora
instructors
instructs
instruit
instrumenta
instrumentas
instrumente
instrumentes
instrumento
insu
insue
insufficiente
insufficienti
insulate
insulates
insulta
insulte
insulted
insulti
insulting
insulto
insults
insure
insureds
insurer
insures
intakes
intakt
inte
inted
integra
integrai
integrale
integrali
integrals
integrar
integrat
integrate
integrates
integratin
integrations
intelectual
intellectuals
intellectuel
intelligences
intelligente
intelligenti
intelligents
intelligenz
intenda
intende
intendeds
intender
intendes
intendi
intendin
intendo
intends
intenet
intensa
intenser
intenses
intensi
intensify
intensiv
intensiva
intensiven
intensiver
intensives
intensivo
intenso
intenta
intente
intenti
intentino
intento
intentons
intents
intera
interaces
interactin
interactions
interactives
interaktion
interaktive
interal
interally
interals
interated
interation
interations
interative
interblock
intercepta
intercepte
intercepts
intercessione
intercessions
interchanged
interchanges
intere
interect
interected
interecting
interection
interects
interent
interese
interestin
interfacce
interfaced
interfacer
interfact
interfacts
interferences
intergal
intergals
interi
interiore
interiors
interj
interject
interjection
interlace
interlaces
interlocks
interm
intermediates
intern
interna
internacional
internai
internals
internar
internas
internat
internationale
internationals
interne
interned
internee
internem
internen
internent
interner
internes
internets
internez
internt
intero
interpolatin
interpolations
interpreta
interpretar
interpretations
interprete
interpreten
interpreters
interpreti
interpretin
interpretino
interpreto
interprets
interrupts
inters
intersecta
intersecte
intersectin
intersections
intersects
intersession
intervall
intervalls
intervalo
interventions
interviewa
interviewe
interviews
interviewt
intese
intestina
intestinale
inti
intl
intquire
intquired
intquiry
intrest
intro
introducer
introduces
introductions
introductor
introductora
intruder
intrudes
intstruct
intuire
inuit
inuline
inumerable
inured
invade
invader
invadere
invades
invalida
invalide
invalidi
invalido
invalids
invasione
invasioni
invasions
invent
invented
inventino
inventions
inventor
inventora
inventore
inventori
inventors
invents
invernal
invero
invers
inversa
inversed
inversen
inverser
inverses
inversez
inversi
inversione
inversions
inverso
inverta
inverte
inverter
inverti
inverting
inverts
investe
invested
investi
investigated
investigates
investigatin
investigator
investigatore
investo
invests
invia
inviate
invisibile
invisibles
invisibly
invita
invitations
inviter
invites
invitez
inviti
invitiate
invito
invlet
invoiced
invokee
invokes
involve
invove
invoved
invoves
invoving
invs
inzision
iode
iodent
iodes
iodle
iona
ione
ions
ipfs
iprove
iproved
ipso
irais
iran
iras
iren
ires
irions
irisa
irisch
irise
irix
irks
irland
irlands
irone
iront
irony
irradiate
irradiates
irradiatin
irradiations
irregulars
irrigations
irritation
irtish
isaacs
isaak
isai
ischariot
ishim
ishmaelite
ishmaels
ishmeelites
ishvi
isiah
isis
iskariot
isla
isleo
islet
islets
ismael
isnt
isntall
isntead
isolate
isolates
isolatin
isolations
isole
isoles
isotone
isotop
isotopes
isotopie
isotrope
israeli
israelit
israelita
israeliten
israeliti
israels
issac
issaschar
issu
issuers
issus
issuse
istall
istaller
istance
istances
istant
ists
itai
ital
italia
italiana
italiane
italiani
italiano
italians
italica
italici
italico
italics
italien
itamar
itch
itemb
itemx
iter
iteraction
iteractions
iteractive
iteratin
iterativa
iterativen
iterativer
iteratives
iterativi
iterativo
iterm
iterms
ithai
ithamars
itll
itme
itmes
iule
iverse
ixode
ixons
izar
izliah
jaaa
jaan
jaazer
jaaziel
jaba
jabes
jabino
jabins
jabs
jaca
jacan
jacer
jachath
jackal
jackass
jacke
jacked
jacken
jacks
jacky
jaco
jacobi
jacobs
jacot
jada
jadas
jaded
jades
jadon
jaels
jaez
jaga
jags
jahasiel
jahat
jahr
jahs
jahza
jahziel
jail
jain
jairs
jais
jaja
jakan
jake
jakes
jakin
jakob
jale
jalon
jamb
jambes
jambs
jame
jamel
jami
jamie
jamo
jams
jana
jane
jangle
januar
japaneses
japans
japed
japes
japhet
japhets
japon
jappa
jara
jard
jarde
jareb
jarl
jarmut
jaro
jarred
jasa
jaser
jases
jasmin
jasons
jasse
jata
jaune
javac
javanese
javans
javas
jave
javel
javeline
javelins
javo
jawan
jawed
jays
jayson
jaziz
jazzy
jealously
jeanne
jebus
jebusiter
jebusiters
jechiel
jechoniah
jecoliah
jediaels
jeduthuns
jedutun
jeghiel
jeher
jehieli
jehiels
jehoiachins
jehojachin
jehojakim
jehorams
jehud
jehuel
jehus
jell
jello
jells
jene
jens
jephtah
jephtha
jephthas
jephunne
jephunnes
jerachmeel
jered
jeremia
jeremiad
jeremiahs
jeremias
jeremot
jerichos
jeriel
jerimot
jerioth
jerobeam
jeroboams
jerocham
jerohams
jerusalems
jery
jesaiah
jeschua
jeshanah
jesher
jesiah
jesiel
jesimoth
jesreel
jess
jessie
jest
jests
jesu
jesua
jesuas
jesum
jeta
jeter
jethers
jethros
jeto
jets
jeuel
jeune
jeusch
jevyans
jeweils
jewelery
jewell
jeweller
jewellers
jewess
jewl
jezebels
jezer
jeziel
jibe
jibs
jingle
jink
jizz
joabs
joach
joahaz
joan
joanan
joann
joanna
joannes
joas
joatham
jobo
joch
jochanan
jock
jody
joed
joela
joels
joes
joey
jogs
joha
johab
johanans
johann
johanna
johnathan
johns
joie
joies
joiner
joinin
joinings
jointa
jointas
jointe
jointed
jointes
jointing
joist
joists
joked
joker
jokes
jolly
jona
jonadabs
jonahs
jonam
jonan
jonas
jonatan
jonathans
jonathon
jonction
jongle
joni
joon
joppe
jora
jorah
jorai
jorams
joran
jorcan
jordans
jorim
jorkan
jornal
josabad
jose
josech
josephs
josh
joshah
joshuas
josia
josias
josua
jotam
jote
jotha
jothams
jots
joue
journald
journale
journals
journeyin
journeyings
journyes
joust
jove
jowl
joya
joyel
joyo
joys
joysticks
jpng
jubele
jubila
jubilees
jubileo
jubiler
jubiles
jubilez
juble
juda
judaeo
judahs
jude
juden
judg
judgements
judgest
judy
juge
jugea
jugement
juges
jugged
jugging
juggle
juiced
juicer
juices
juicy
juin
juive
july
juma
jumpa
jumpas
jumpe
jumper
jumpes
jumpez
jumpin
jumpings
jumpt
jumpy
junctions
jundlinas
junes
jung
junge
junges
jungles
juni
junio
juniors
junipers
junkle
junks
junky
juno
junte
jupe
jura
juras
jure
juridiction
jurisdictions
jurneys
juro
jurys
jusi
justa
juste
justfy
justices
justifications
justifie
justifier
justifies
justifiez
justine
justo
jutah
jutas
jute
juts
juvenible
juvenil
juveniles
juwel
kadenz
kades
kadesch
kadi
kadmiels
kahath
kahl
kain
kaki
kalb
kale
kaleb
kalenzs
kali
kalk
kalt
kami
kane
kari
karl
karta
kartah
kate
kawi
kbit
kbits
kcal
kebar
keck
kedars
kedes
kedesch
kedor
keel
keeling
keels
keener
keening
keens
keepin
keer
kegs
kehath
kein
keine
keks
keller
kelp
kelvin
kemp
kenan
kenas
kenat
keniter
keniters
kennel
kenning
kens
kent
kerbel
kerbing
keren
kern
kerne
kernels
kernen
kestrels
kets
kette
ketten
kettles
keven
kevins
keyboards
keyboars
keycodes
keyf
keying
keypads
keyslots
keywoard
keywoards
keywork
keyworks
kicken
kicker
kicks
kicky
kidd
kidon
kiel
kies
kiew
kife
kili
killers
killings
kilned
kilning
kilo
kilos
kilt
kilter
kilts
kina
kinda
kinde
kindes
kindles
kindreds
kingfishers
kingly
kink
kinked
kinks
kinn
kinney
kino
kinos
kinsman
kipling
kirchen
kiri
kirjath
kirjathaim
kirk
kishi
kishion
kisjon
kison
kissen
kisser
kissers
kiste
kisten
kitchens
kited
kites
kith
kitron
kitt
kitted
kittel
kittens
kitts
klee
klick
kline
knack
knalgan
knalgas
knaves
kneed
kneel
kneels
knete
knewest
knick
knie
kniee
kniet
knifed
knifes
kniff
knits
knocker
knocks
knop
knops
knots
knotting
knout
knowin
knowings
knox
knuckled
knuckles
knut
kode
kong
konrads
korach
korahs
koral
koran
korea
koreans
kote
krag
krah
krill
kriss
krit
kund
kuss
labaeled
labaelling
labans
labbeled
labe
labed
labeling
labelled
laben
labeo
labeur
lability
lable
labled
laborartory
laboratori
labore
laboren
laboreo
laborer
laborera
laboura
laboure
labourer
labourers
laboures
labourez
labours
labre
labro
labt
labyrinthe
labyrinths
laca
laced
lacent
lacer
laces
lacet
lacey
lacez
lach
lache
lachis
lachs
lacing
lacis
lacke
lackey
lacp
lacquers
lacre
lacs
lacy
lada
ladan
ladang
ladders
laddies
lade
laded
ladend
ladens
ladeo
lader
lades
ladest
ladet
ladi
ladin
ladina
ladings
ladino
ladles
ladling
lado
ladres
lads
ladung
ladys
lael
laels
laer
lagan
lage
lagen
lager
lagers
lagged
laggings
lago
lags
lagst
lahme
laib
laida
laide
laides
laidi
laido
laids
laie
laien
laient
laies
laina
laine
lainer
laines
lair
laird
lais
lait
laits
laja
laken
lama
lamant
lamas
lamba
lambas
lambel
lambent
lamechs
lamed
lamely
lamenta
lamentations
lamente
lamenter
lamentes
lamentez
lamenti
lamento
laments
lamer
lamers
lames
lamest
lamez
lamie
lamies
laming
lamm
lamme
lamont
lampa
lampas
lampe
lampent
lampes
lampi
lampo
lampstands
lams
lana
lanar
lanced
lancer
lances
lancet
lancez
lanci
lancing
landa
landars
landau
landbar
lande
landen
lander
landes
landet
landfall
landfills
landings
landmarke
landmarks
landon
landry
landscaped
landscaper
landscapes
landung
lang
langage
langages
langauge
lange
langer
langes
lanice
lank
lansing
lanzar
lanze
laos
lapa
lape
lapel
lapels
lapent
laper
lapes
lapin
lapo
lapp
lapps
laps
lapsa
lapsed
lapses
lapsi
lapso
laquer
lara
lard
lardar
larde
larded
larder
larding
lards
lare
larer
lares
larga
largar
larges
largess
larget
largets
largeur
larghe
largo
largor
largue
larguer
larked
larking
larks
larme
larment
larmer
larry
lars
larva
larve
lasa
lase
lasea
lased
lasen
lasern
lasers
lases
lash
lashed
lashes
lashing
lasing
laso
lasr
lass
lasse
lasser
lasses
lassons
lasst
lasten
lastend
laster
lastest
lastet
lastex
lasto
lastra
lata
latae
latches
latein
latence
latent
latera
laterale
laterali
laterals
lateran
laterial
latero
lates
lath
lathed
lather
lathers
laths
lati
latier
latina
latine
latini
latino
latins
latinx
latir
latitud
latitudes
lato
latour
lats
latte
latten
lattera
lattes
lattez
latticed
lattices
laub
lauch
lauchs
laud
laudar
lauded
lauder
lauding
lauds
laue
lauer
lauge
laughin
launchers
launches
launchin
laune
launh
launhed
launhing
laus
lause
laust
laut
laute
lauter
lavae
lavai
laval
lavar
lavas
lave
lavel
laveled
lavelling
lavels
lavent
lavera
lavern
lavers
laves
laveur
lavez
lavi
lavish
lavo
lavra
lawns
laxa
laxer
laxest
laya
layar
layas
laye
layent
layera
layeras
layes
layest
layez
layser
laze
lazes
lazies
lazing
lazo
lazying
lcase
lcid
lcoal
ldaps
ldapv
leach
leaded
leaden
leadin
leadings
leafed
leafing
leafs
leafy
leagued
leagues
leahs
leakages
leaked
leaking
leaks
leaky
leal
leale
leander
leaner
leanin
leanings
leann
leanr
leans
leaping
leaps
leapt
learner
learnin
learns
learnt
leary
leas
leased
leases
leash
leasing
leat
leathern
leathers
leathery
leavens
leaver
leavers
leavin
leavings
lebe
lebel
lebend
leber
lebst
lebt
lecah
lechal
lechem
lecite
leck
lecker
lecks
lectura
lectured
lecturer
lectures
leda
lede
leder
ledgers
ledges
ledi
ledo
leds
leeds
leek
leer
leers
lees
leftb
lefter
lefts
lefty
lega
legai
legale
legali
legals
legar
lege
legen
legenda
legende
leger
legge
legging
legislativa
legislativi
legislativo
lego
legst
legt
lehen
lehi
lehm
lehnt
leid
leider
leier
leif
lein
leine
leinen
leis
leise
leiser
leises
leisten
leisured
leit
leite
leiter
lejar
lema
leme
lemmon
lemons
lemony
lena
lenb
lende
lender
lenders
lends
lene
lengthy
lenk
lenkt
leno
lenta
lente
lentes
lenti
lento
lents
lenz
leon
leonard
leone
leopardi
leopardo
leopards
leos
leotard
lepar
lepe
lepre
leprosa
leproso
lept
lepture
lera
lern
lernt
lesa
lese
lesend
leser
lesers
leset
leshem
lesi
lesion
lesions
leso
lessa
lesse
lessee
lessen
lessens
lessero
lessi
lesso
lessor
lessors
lesta
leste
lester
lesti
lesto
lestons
lests
leta
letal
letha
lethe
lette
lettera
lettere
lettern
lettes
lettini
lettre
lettrer
lettres
lettuces
letture
letzter
leur
leva
levai
levar
levate
leve
levee
levees
leveling
levez
leviatan
leviate
leviathans
levier
leviers
levies
levin
levine
levis
levit
levita
leviten
levitt
levity
levo
lewd
lewder
lexer
lexers
liai
liaisin
liaisons
liait
lianas
liane
lianen
lianes
liant
lianza
liara
liard
liars
lias
liaza
libanon
libar
libby
libel
libeled
libelling
libels
liber
libera
liberai
liberale
liberali
liberals
liberar
libere
libers
liberta
liberto
lible
libna
libnath
libor
libra
libraires
librairies
librar
librarie
librarys
libration
librea
librep
libres
libri
libro
libs
licei
licenced
licences
licencie
licensee
licensees
licenze
liceo
lices
licha
liche
lichs
licht
lichten
lichter
lichts
licit
licitation
licitations
licked
licker
licking
licks
licuor
lidi
lido
lids
lieb
liebre
liede
lieds
lief
liefe
liegend
lieh
liens
lient
lier
liera
lieras
liest
lieta
liete
lieti
lieto
lieu
lieurs
lieus
lieutenante
lieutenants
lieux
lieve
lievi
liez
lifer
lifers
lifes
lifetimes
lifta
liftas
lifte
liften
liftera
lifters
liftes
liftez
liftier
lifu
ligamen
ligamento
ligaments
ligar
lige
ligh
ligher
lightening
lightens
lighters
lightin
lightweights
lign
ligna
ligne
ligner
lignes
ligot
ligoter
liions
lijar
likable
likens
liker
likest
liketh
liking
lila
lilie
lilien
lilly
lilt
lilted
lilting
lilts
lilys
lima
limait
limar
limas
limbe
limbes
limbo
limbos
limed
limen
liment
limer
limes
limez
limin
limination
liminations
liming
limita
limitas
limite
limiter
limites
limitez
limiti
limitin
limitings
limitino
limito
limn
limned
limning
limns
limo
limon
limons
limos
limp
limps
limter
limting
limy
lina
linage
linar
linaria
lince
lincear
lind
lindar
linde
lindel
linden
linea
lineages
lineai
lineal
lineale
lineare
lineari
linears
lineate
linee
linei
linens
lineo
linera
linero
liners
linest
ling
linge
linger
linges
linguistics
linguistik
lini
linie
linien
linier
linings
linkages
linke
linkem
linken
linker
linkes
linksb
linnen
lino
linon
linos
lins
linse
linsen
linst
lint
linted
lintels
linter
linting
lints
linus
linz
lipes
lipis
liquida
liquide
liquidi
liquido
liquids
liquore
liquori
liquors
lira
lire
lires
liron
lirons
lisa
lisar
lisce
lise
lises
lisis
liso
lisons
lisp
lisped
lisping
lisps
lisser
lisses
lissons
lista
listas
liste
listel
listeners
listenin
listensed
listensing
listent
lister
listes
listet
listez
listi
listig
listin
listini
listino
listo
liston
listons
listra
liszt
lita
litar
lite
liter
litera
literacy
literai
literale
literals
literas
literatur
literatura
liters
lites
lithe
lither
liti
litons
litoral
litre
lits
litt
litten
litters
littler
liure
livability
livable
livedo
liven
livens
livers
livery
livest
livet
livid
livings
livor
livre
livrer
livres
livy
lizar
lizards
lkws
llana
llar
llave
lldb
lldp
lline
llover
loable
loadera
loadero
loaders
loades
loadings
loador
loafed
loafer
loafing
loafs
loam
loaned
loaner
loaning
loar
loathe
loathes
loba
lobate
lobed
loben
lober
lobes
lobet
lobez
lobo
lobs
lobt
lobte
loca
locales
locali
localisation
localised
localize
localizes
locall
locare
locates
locati
loch
locher
lochs
loci
locke
locken
lockend
lockere
lockern
lockers
lockert
locket
lockin
lockt
lockte
lockup
loco
locomotiva
locomotives
locted
locting
locus
locuste
locution
locutions
loda
lodate
lode
loden
lodes
lodger
lodgers
lodgings
lodo
lods
loess
lofa
lofe
lofer
lofes
loft
lofted
lofting
lofts
logan
logarithme
logarithms
loge
loged
logen
loger
logers
loges
logest
loggen
logger
loggin
logia
logica
logici
logico
logik
loging
logins
loginv
logis
logistic
logistico
logon
logos
logouts
logro
lohn
lohne
loin
loina
loire
loirs
lois
lokal
lokale
lokation
lokomotive
lolly
lolo
loma
lome
lomo
lona
londons
loner
loners
longa
longar
longe
longea
longera
longes
longez
longings
longitud
longitudes
longitudinale
longitudinali
longo
longor
longs
lonly
loock
lood
looker
lookin
lookups
looky
loomed
looming
looms
loon
loons
looped
looping
loopy
loor
loosens
looser
looses
looseth
loosing
loosy
looted
looting
loots
lope
loped
lopes
lopin
loping
lopins
lops
lora
loran
lorda
lorde
lorded
lordi
lording
lordly
lordo
lored
loren
lori
lorie
loris
lorn
loro
lorre
lors
losa
losd
losem
losen
loser
losers
losin
losina
losings
losino
lossy
losted
lota
lotan
lotans
lote
lotes
loth
lothe
loti
lotis
loto
lotos
lotse
lotsen
lott
loua
louage
louange
loudspeakers
loue
louer
loues
loufer
lounged
lounger
lounges
lounging
loup
louper
loups
lourd
lourder
lourds
loure
lourer
louse
loused
louses
lout
louts
louve
louver
louvers
louves
lova
lovas
lovera
loveras
lovest
lovey
lovez
lowd
lowe
lowed
lowercased
lowers
lowery
lowing
lows
loxes
loyale
loyality
loyally
loyd
loyer
loyers
lpns
lsat
lset
luau
lube
luca
luce
lucense
luci
lucius
lucked
lucking
lucks
luco
lucy
luda
luden
luder
lues
luft
lugal
lugar
luge
lugged
lugging
lugs
luis
luit
lukas
luke
lula
lulu
lumb
lumberjacks
lume
lumi
lumia
lumps
lumpy
luna
luncha
lunche
lunched
luncher
lunching
lunchs
lune
lunes
lunga
lunge
lunged
lungi
lunging
lungo
lungs
luogo
lurch
lure
luring
lurk
lurks
lusa
lush
luso
lusses
lusted
lusting
lustra
lusty
luta
lute
luter
lutin
lutins
lutter
luva
luvs
luxa
luxure
lxvi
lyin
lyle
lyly
lyme
lynch
lyndon
lyon
lyons
lyra
lyres
lyse
lyser
lysera
lyses
lzip
lzma
maacath
maacha
maachas
maam
maath
mable
maca
macao
macchine
maced
macedona
macedoni
macedonian
macedonica
macedonio
maceo
macero
maces
mach
machanaim
machar
mache
macher
machi
machin
machina
machinas
machined
machiner
machinera
machinez
maching
machins
machirs
machli
macho
machos
machpela
machs
macine
macing
macis
mack
mackintosh
macle
macler
macles
maco
macon
macre
macron
macrons
macs
macy
madagascan
madagaskar
madai
madama
madame
madams
madden
maddens
maden
madest
madge
madia
madie
madon
mador
madre
madrine
mads
maes
mafic
maga
maganta
magasine
magasines
magazin
magazinen
magazins
magd
magdalena
magen
magens
magent
mager
maggie
magi
magia
magica
magici
magician
magiciens
magico
magics
magie
magies
magistrales
magistrate
magistrats
maglie
magna
magnat
magne
magnent
magner
magnes
magnetica
magnetici
magnetico
magneto
magnets
magnez
magnificente
magnifie
magnifient
magnifier
magnifies
magnifiez
magnitud
magnitudes
mago
magor
magpies
magre
magret
magro
magst
mahdi
mahe
maher
mahl
mahle
mahler
mahles
mahlt
mahn
mahseiah
maids
maie
mailand
mailed
mailers
mailin
mailings
mailler
maillions
maim
maiming
maims
maine
mainlands
mains
mainstreams
maint
maintaine
maintainer
maintainin
maintenace
maintenances
maintins
maire
mais
maisons
majal
majar
majestys
majo
majora
majore
majors
maked
makel
makeshifts
maki
makin
makings
makir
makirs
makkeda
makler
makr
makro
makros
makrs
maks
makss
mala
malac
malals
malar
malay
malchiah
malchija
malchijas
malen
malens
maler
mali
malian
malices
malien
malifors
malign
malina
malino
malins
mall
malla
malle
malles
mallo
malls
malo
malst
malta
malte
malted
malter
maltes
malting
malts
malus
malve
malz
mamie
mamme
mamore
mamres
mamy
mana
manade
managea
manageas
managements
managen
managera
manageras
managez
manakins
manar
manare
manasse
manassehs
manasses
manate
manca
mancate
mance
manch
manches
manda
mandale
mandante
mandare
mandaste
mandat
mandata
mandated
mandater
mandates
mandatez
mandati
mandato
mandats
mande
mandel
mander
mandiate
mandrake
mandrell
mandrels
mandril
mandy
mane
manea
maned
manes
manet
manga
mangaes
mange
manged
manger
mangers
manges
mangle
mangled
mangroves
mangual
mangy
mani
mania
manic
manier
manifesta
manifeste
manifesti
manifesto
manifests
manifolds
manikin
manina
manine
manions
manipulations
manir
manly
mann
manne
manned
mannen
mannes
mannikins
mano
manoach
manoahs
manoir
manors
manpage
mans
mansa
manservants
manses
manslayers
manta
mante
mantel
mantles
manuale
manuali
manuall
manualls
manuel
manuels
manufactuer
manufactuers
manufactura
manufacturar
manufactured
manufacturera
manufactureras
manufacturero
manufactures
manufacturez
manufacturier
manufacturiers
manured
manures
manx
maoch
mapa
maping
maples
mappe
mappen
mapper
mara
maraging
marah
maratha
marbled
marbles
marbre
marc
marca
marce
marcel
marcha
marchandise
marchant
marche
marcher
marches
marchez
marchi
marchin
marchino
marci
marcial
marco
marcos
marcy
marder
mare
mares
marge
margen
marger
margers
marges
margie
margina
marginai
marginale
marginali
marginar
marginas
margine
margines
margini
margions
margis
mari
mariage
marial
maridal
marie
marier
marin
marina
mariner
marines
marinez
marini
marino
marins
maris
marita
maritai
maritale
maritimes
marittime
markdowns
marke
marken
markes
marketh
marketin
marketplaces
markier
markow
markt
markte
marktes
markups
markus
marl
marli
marlin
marlins
marly
marna
marnage
marnages
marne
marner
maro
marple
marra
marre
marred
marrer
marri
marriages
marrie
marrieds
marries
marriez
marring
marro
marron
marrows
mars
marsa
marsch
marses
marsha
marshall
marshals
marshy
marso
mart
marta
marte
martel
marten
marth
martiale
martian
martien
martina
martini
martino
martins
marts
marty
marvell
marvels
marvin
marx
marys
masa
masc
masch
maschi
maschia
maschie
maschile
maschili
maschine
maschio
maser
masers
mashal
mashed
masher
mashers
mashes
mashing
masi
maske
masken
mason
masona
massa
massaged
massages
massaie
massas
masse
massed
massen
masser
massey
massez
massi
massime
massing
massions
massiv
massivem
massiven
massiver
massives
masso
massons
massues
maste
masted
masten
masteries
mastery
mastes
masto
masts
masure
masures
mata
matage
matages
matant
matas
matcha
matchas
matche
matchen
matcher
matchers
matchez
matchine
matchings
matchs
mated
mateial
mater
materia
materiae
materiale
materiali
materiasl
materiel
maternal
mates
matez
mathe
mather
maths
mati
matie
matin
matina
matino
matins
mations
matis
mato
matons
matri
matric
matrixx
matrixy
matriz
matsch
matt
mattanah
matte
matted
mattel
matteo
mattern
matterns
mattes
matting
matts
matura
matured
maturer
matures
maturez
maturi
maturo
matute
mauals
maud
maude
mauer
maul
maule
mauling
mauls
maure
maurine
mauro
maus
maut
maux
mavin
maws
maxa
maxed
maxes
maxima
maximale
maximums
maxine
maxing
maya
mayal
mayar
maybes
maye
mayer
mayo
mayora
mayors
mays
maze
mazer
mazes
mbrin
mcadam
mcintosh
mdet
mdoes
mead
meade
meados
meadows
meah
mealy
meanings
meany
mear
measuer
measurd
meatal
meato
meats
meaty
mebrins
meca
mecer
mech
mechanik
mechanise
mechanises
mechanismus
mechir
mechnical
meco
mecs
meda
medad
medals
medan
meddle
mede
medea
meder
medern
meders
medi
mediador
mediaeval
mediale
mediam
mediana
mediani
mediano
medians
mediar
medias
mediate
mediation
mediato
mediatore
mediatori
mediators
medic
medica
medicals
medicar
medicate
medications
medicina
medida
medie
medien
medievale
medievali
medina
medio
medioeval
medir
medita
meditante
meditare
meditaste
meditata
meditated
meditates
meditati
meditations
meditato
mediterraneans
mediterranen
meditiate
mediums
medius
medo
medra
medular
meeks
meening
meenings
meer
meere
meers
meetin
mega
megan
mege
meger
megers
megiddon
mego
megos
megs
mehl
mehls
mehre
meiden
meier
meile
mein
meine
meiner
meines
meint
meist
mejer
mejia
mejor
mela
melach
melchisedek
meld
melde
melded
melding
mele
melea
melek
meli
mell
melme
melo
melts
mema
memberships
membran
membrana
membranes
membre
membres
meme
memes
memore
memoria
memorials
memoriam
memorie
memorise
memorises
memorizes
mena
menaced
menacer
menaces
menacez
menachem
menage
menages
menaje
menan
menant
menare
menas
menat
menate
mended
mendia
mends
mene
mener
menes
menfolk
menge
meni
menial
menially
menions
menna
meno
menor
menos
mens
mensure
mensures
ment
menta
mentale
mentali
mentar
menthyl
mentions
mentol
menton
mentre
menue
menues
menuzar
meny
meon
mephiboseth
mera
meran
merar
meraris
merc
merca
merce
merced
merch
merchandised
merchandiser
merchandises
merchandize
merchante
merci
mercier
merciers
mercis
merck
mercure
merde
merder
merdes
mered
meres
merey
merger
merges
merget
mergin
mergo
meri
merib
meriba
meribath
merita
meritate
meriti
merito
merits
merk
merke
merker
merket
merkt
merl
merlan
merle
merly
merma
mermar
mermen
mero
meros
mers
mesa
mesach
mesas
meschech
meschullam
mese
mesech
mesha
meshe
mesi
mesmo
messa
messager
messagers
messagse
messale
messasge
messe
messed
messes
messi
messing
messo
messy
mesta
mestal
mester
mestre
mesullam
mesure
mesures
metabolise
metabolismo
metabolisms
metac
metad
metall
metalli
metallica
metallici
metallico
metalls
metaservers
mete
meted
meteor
meteors
metern
metes
meth
methdod
methode
methor
methors
methos
methusalah
metical
metier
meting
metra
metres
metri
metrica
metrico
metrics
metrik
metrix
metro
mets
metta
mette
metter
mettre
meule
meules
meure
meus
meuse
meut
meute
mewl
mewls
mews
mexicain
mexicans
meya
meyer
meyers
meyor
micahs
micas
micce
micer
mich
micha
michaels
michah
michaiah
michals
michas
miche
micheal
michel
michmas
micho
mick
mico
micra
micron
microphones
micros
microscopes
microscopy
mida
midb
middles
middy
midianite
midianiter
midianiters
midians
midis
midway
midwifes
midwived
mied
mieder
miei
miel
miele
miels
mien
miene
miens
mies
miet
mieta
mieter
mieters
miga
migate
mighties
migrait
migrante
migrantes
migrare
migrated
migrates
migratin
migrations
migre
migrent
mike
miked
mikes
miking
mikrophone
mila
milch
milde
milden
mildern
mildert
mildes
mildeu
mildews
miler
milers
milestone
milet
milf
milfs
mili
milice
militar
militara
militare
militari
militarys
milka
milker
milking
milks
milky
milla
millas
mille
miller
milles
millisecond
millisecondi
millstones
milne
milo
mils
milz
milze
mima
mimed
mimen
miment
mimer
mimes
mimez
mimi
miming
mimions
mimo
mina
minage
minages
minar
minas
mince
minced
minces
mincing
mindel
minder
minders
minding
mindy
minen
minera
minerai
minerais
minerale
minerali
mineras
minero
minerval
minervals
minet
minets
mineur
mineurs
minez
ming
mingle
mingles
mingus
minh
mini
miniatore
miniatur
miniatura
miniaturen
miniaturer
miniatures
miniaturez
minier
miniers
minima
minimale
minimise
minimized
minimizes
minimums
minina
minino
minion
minis
ministeri
ministerin
ministero
ministery
ministra
ministre
ministrer
ministres
ministri
ministro
minium
mink
minke
minks
minn
mino
minons
minora
minore
minori
minors
minos
minot
minou
mins
minster
minted
minting
mintor
mints
minty
minue
minues
minuet
minuete
minuets
minuses
minuta
minutas
minuted
minuten
minuter
minutest
minutez
minuti
minutie
minuties
minuto
minv
minx
minxes
minze
mips
mira
mirable
miraclo
mirant
mirate
mired
mirer
mires
mirez
miri
miria
miriamo
miring
mirions
mirjam
mirlo
miro
miror
mirors
mirr
mirros
mirs
mirto
miry
mirzam
misa
misael
misas
misc
mischael
mischiefs
mise
miser
misera
miserabel
miserabile
miserably
misere
miseri
miserly
misero
misers
mises
mishal
mishmash
misi
mision
misions
misled
mismatches
misons
missa
misse
missel
missels
missin
missione
missioni
missive
missives
misst
missus
missy
mista
miste
misted
mister
misters
misti
misting
misto
mists
misture
misty
misused
misuses
misusing
mita
mitant
mitch
mite
miter
mitering
miters
mites
miti
mitions
mitra
mitred
mitres
mitt
mitte
mixa
mixe
mixen
mixera
mixers
mixes
mixeur
mixez
mixions
mixtur
mixtura
mixtures
miza
mizpa
mizpe
mizzah
mjpeg
mkay
mline
mmal
mmap
mmult
mnemonics
moabite
moabiter
moabitess
moabs
moan
moaning
moans
moat
moats
mobil
mobilem
mobilen
mobiler
mobiles
mobili
mobilie
moble
mobs
mobster
mobsters
mobule
mocker
mocks
moco
moda
modale
modales
modals
modding
modela
modelar
modelas
modeling
modell
modellings
modellino
modells
modelo
modems
moder
modera
moderante
moderare
moderaste
moderat
moderata
moderated
moderaten
moderater
moderates
moderati
moderato
moderi
moderiate
moderna
moderne
moderni
moderno
moderns
modero
modesta
modeste
modesti
modesto
modesty
modi
modifie
modifiera
modifieras
modifies
modifiez
modifikation
modifyin
modile
modle
modles
modo
modul
modula
modulai
modulare
modulas
modulations
modulen
moduler
modulez
moduli
modulo
modulor
moduls
modulus
modus
moer
moere
moet
mogo
mohn
moho
moie
moies
moin
moine
moines
moins
moire
mois
moise
moises
moist
moister
moistly
moitions
moitons
moje
mojel
mojo
mola
molde
molder
moldings
molds
moldy
mole
molen
moles
molest
moli
molid
moll
mollo
molls
molo
moloch
molt
molte
molted
molti
molting
moly
momente
momenti
momento
momie
momification
momifications
momifier
momo
moms
mona
monal
monarca
monarchi
monarchs
monco
mond
monda
mondai
mondar
mondas
mondate
mondays
monde
mondes
mondey
mondo
mone
monel
monels
monestary
monet
monetari
moneys
mongo
monito
monitore
monitorin
monitorings
monitors
monk
monkeys
monolinguals
mons
monstern
monstre
monstres
mont
monta
montar
montas
monte
monter
montes
monti
montion
montions
monto
montor
montored
montors
monts
monty
monumenti
monumento
monuments
mooc
moods
moody
mooed
moog
mooing
mooney
mooning
moor
moore
moors
moos
moose
moot
moots
mope
moped
mopes
moping
mopped
mopping
mops
mora
morales
morali
morality
morals
moran
morar
morave
moray
morcar
mord
morde
mordecais
mordechai
morder
mordes
mords
moreh
morel
mores
morfal
morfle
mori
morion
morn
morne
mornings
morns
moro
moron
morons
morral
morro
morrows
mors
morse
morsels
morses
mort
morta
mortale
mortali
mortals
mortars
morte
mortel
morter
mortgaged
mortgagee
mortgager
mortgages
morue
morve
mosaica
mosaici
mosaico
mosaics
mosaik
mosco
mose
mosey
moseys
mossa
mosse
mosses
mossi
mosso
mossy
moste
mostes
mosto
mosts
mota
motar
motation
motd
mote
motel
motels
motes
moti
motile
motility
motivons
moto
motocycle
motora
motorcycled
motorcycles
motore
motori
motorways
motos
mots
mott
motten
motter
mottions
mottons
motu
motus
moud
mouds
moue
moues
mouise
moula
mouldings
moulds
mouldy
moule
moules
moult
moulted
moulting
moults
moulu
mounded
mounding
mounds
mounth
mounths
mountin
mountings
mountpoints
mourner
mouron
mourons
mourus
mous
moused
mouser
mouses
mousey
mousse
mousy
moutain
mouthe
mouve
mouvement
mouvements
mouves
movables
moveable
mover
movers
movible
movies
mowed
mowing
mown
mows
moyo
mozabites
mozo
mround
msgids
msgs
mtab
mtime
muant
muasses
mucha
muche
mucho
muck
mucked
mucus
muda
muddle
mudo
muer
mues
muet
muets
mufle
mufles
mufti
muga
muge
muges
mugi
mugs
muid
mujer
mula
mulch
mulct
mulde
mulder
mulet
mulets
muli
mull
mulling
mullion
mullions
mullo
mulls
mulo
mulot
multa
multe
multilayer
multipare
multiparty
multipl
multipler
multiples
multiplet
multiplexa
multiplexe
multipli
multiplications
multiplie
multipliera
multipliers
multiplies
multipliez
multiplikation
multiplo
multiplyer
multitube
multitud
munch
mund
mung
municipale
municipals
munster
muons
muore
muove
mural
murale
murant
murdered
murderess
mure
murer
mures
murine
murk
murks
murmura
murmure
murmureo
murmurer
murmures
murmurez
murmuring
murmurs
murrow
murtal
musa
musai
musant
musard
musc
muscels
muschi
muscla
musclas
muscled
muscler
musclez
muse
musei
muser
muses
mush
mushy
musi
musial
musica
musicale
musicali
musicals
musicians
musicien
musick
musics
musik
musis
musk
musnt
muso
musons
muss
mussed
musses
mussing
mussions
musst
mustards
muste
muster
musters
musts
musty
muta
mutait
mutano
mutante
mutants
mutate
mutater
mutates
mutations
muted
mutent
muter
mutes
mutez
muth
muti
muting
mutions
muto
muts
mutter
mutters
mutts
mutua
mutuel
muxers
muzzled
muzzles
mwst
mykus
myles
myrrhe
myrte
myrtles
myst
mysterien
myth
myths
naama
naamah
naamans
naaran
naba
nabab
nabals
nabar
nabe
nabel
nabla
nabo
nabot
nabote
naboths
nabots
nachor
nacional
nack
nacked
naco
nada
nadabs
nadal
nadar
nado
naeman
naevi
naevs
nafa
nafga
nagas
nage
nagea
nages
nagions
nags
nagt
nagua
nagy
nahal
nahas
nahath
nahe
naher
nahes
nahors
naia
nain
naine
nains
nair
nais
naiv
naive
naja
najoth
nalga
namd
namen
namens
namesd
namin
nana
nane
nanga
nango
nani
nanu
napa
nape
napea
napel
napeo
napes
naphtalis
napped
nards
nares
narked
narl
narls
narrativ
narrativa
narratives
narrativo
narro
narrows
narval
nary
nasa
nasale
nasali
nasals
nase
nasen
nasi
nasino
nasir
naso
nast
nasts
nata
natal
natan
natation
nate
nathaniel
nathans
natice
natinal
natio
nationale
nationals
nativ
nativa
nativem
nativen
nativer
natives
nativi
nativo
natl
nato
natral
natron
nattions
nattons
natty
natur
natura
naturale
naturali
naturals
natured
naturel
natures
naught
nautral
nava
navale
navali
navals
nave
navel
navels
naves
navi
navigante
navigare
navigaste
navigata
navigated
navigater
navigates
navigati
navigatin
navigations
navigato
navigaton
navigatore
navigators
nays
naze
nead
neaded
neading
neads
neah
neal
nealy
neariah
nears
neast
neat
neatest
neatly
nebats
nebbie
nebos
nebro
nebst
nebulae
nebular
nebulas
nebusaradan
necessari
necessita
necessiti
necessito
neco
necromancers
nedding
neds
neede
needes
needin
needled
needless
needling
neeeed
neees
neep
neer
nefs
nega
negar
negativ
negativa
negatived
negativen
negativer
negatives
negativi
negativo
negativs
neglects
negligente
negligenze
negotiated
negotiater
negotiates
negotiatin
negoziate
negro
negus
nehemia
nehemias
neice
neid
neigh
neighbo
neighboor
neighboors
neighborhood
neighborin
neighbourhoods
neighbourin
neil
neis
neko
nell
nelly
nembo
neme
nene
neon
neopren
nera
nerative
nerbo
nerd
nerdy
nere
nerf
nerfs
neri
nero
ners
nerv
nerved
nerven
nervi
nervis
nervo
nervt
nervte
nervy
nerz
nerze
ness
neste
nester
nestled
nestling
neta
nethaneel
nethinims
neto
netophathiter
netophathites
nett
netted
netter
nettings
nettling
netts
netural
netz
neuer
neun
neur
neural
neuron
neutra
neutrale
neutrali
neutrals
neutro
neutroni
neutrons
neuve
neuves
nevar
neve
nevera
nevero
neveu
newbies
newel
newlines
newspapers
newsy
newt
newts
nexis
nexo
nexting
nexuss
neziah
nial
nias
nibs
nicer
nicety
nich
nicha
nicher
niches
nichet
nichez
nicho
nicht
nichte
nichts
nicked
nickela
nickels
nicken
nickle
nicknamed
nicknames
nicks
nickt
nicle
nids
niece
niego
niel
nier
nies
niet
nife
nightjars
nighty
nike
nille
nils
nimber
nina
nines
nineteenths
ninfe
ninths
nippe
nipples
nips
nische
nisi
nite
nites
nitrat
nitrata
nitrated
nitrater
nitrates
nitratez
nitrati
nitrato
nitrite
nits
nival
nivel
nixe
noahs
nobah
nobel
nobile
nobilita
nobiliti
nobilito
nobler
noblest
nobly
nobodys
noce
noces
noch
noche
nodab
nodi
nodo
nods
noel
noels
noes
noga
nogah
nohah
noice
noie
noies
noify
noiose
noir
noire
noires
noised
noisy
nolise
nolises
nomal
nome
nomes
nomina
nominai
nominale
nominali
nominar
nomon
nona
nonce
nones
noni
nonne
nono
nonsens
nook
nooo
noop
noose
nooses
nope
noper
nopes
noph
nora
nord
nore
norial
norma
normalcy
normale
normali
normall
normalo
normals
norman
norme
norms
norse
norte
northeasts
norths
northwards
northwests
norwegians
nosey
nosh
noshed
noshes
noshing
nostril
nosy
nota
notabile
notables
notably
notas
notations
notbook
notce
notced
notces
notching
notchy
notcing
notebooks
noten
noter
notez
nothe
nothin
nothings
noti
noticied
noticies
noticy
notidy
notificatios
notifie
notifier
notifies
notifiez
notime
noting
notion
notional
notions
noto
notre
nots
notse
notte
notwork
notworks
noue
noues
nougat
noughts
noun
nourishes
nouvel
noval
novation
nove
novela
novelo
nover
noves
novez
novices
novize
nowise
noyes
nozze
npcs
npery
nuas
nubs
nuche
nucks
nucleare
nucleous
nude
nudes
nuer
nueral
nues
nuis
nuise
nuises
nuit
nuits
nuked
nuklear
nula
nulla
nulle
nullo
nulls
nulo
nuls
numa
numb
numbed
numberin
numberings
numberx
numbery
nume
numera
numerador
numerai
numerali
numerar
numerato
numeratore
numerators
numeri
numerial
numerica
numerici
numerico
numerus
nummer
numo
nuns
nursed
nurses
nuss
nutation
nutriente
nutrienti
nutrients
nutriment
nutting
nutz
nuzzle
nuzzles
nyah
oafs
oars
oases
oasi
oaten
oates
oats
oauth
obal
obediente
obeds
obeisances
obel
oben
ober
obera
oberate
obeys
obil
obit
objecta
objectas
objecte
objectes
objectin
objections
objectiva
objectivas
objectivec
objectiver
objectivez
objecto
objekt
objektive
objekts
objet
objets
oblations
obliqua
obliquer
obliques
obliquez
obliqui
obliquo
obscur
obscura
obscured
obscurer
obscures
obscuro
obscurs
observa
observar
observera
observers
observes
observez
obsolet
obsoleta
obsoleted
obsoletes
obsoleti
obsoleto
obstacles
obtaien
obtaine
obtainin
obtains
obvions
ocal
ocasional
occasionale
occasionali
occasione
occasioni
occupa
occupations
occupe
occupi
occupier
occupies
occupiez
occupo
occurd
occure
occurrente
occurrentes
oceani
oceano
oceans
ocena
oche
ocher
ochse
ocle
ocotal
ocran
ocre
ocres
octale
octyl
odas
odder
oddest
oded
odeds
oden
oder
odes
odis
odoc
odre
oeil
ofen
ofender
ofens
offed
offen
offenda
offende
offendere
offendi
offendo
offends
offene
offener
offenes
offens
offensa
offenser
offenses
offensez
offensiv
offensiva
offensiven
offensives
offensivi
offensivo
offerin
offerse
offersi
offert
offerts
offese
offet
offets
officia
officiai
officiais
officias
officie
officiel
officiels
officier
officiers
officies
officinal
offre
offres
offs
offsest
offsets
offsprings
oficial
ofset
ofter
ofthen
oger
oggi
ogive
ogives
ogle
ogles
ogre
ohel
oher
ohne
oholibama
oholibamas
ohre
ohres
oies
oils
oily
oins
ointments
ojal
ojera
okays
oked
okey
oktal
olden
olds
olen
oleo
oler
oliv
oliva
oliven
oliver
olivet
olivi
olivo
oller
olympia
olympics
oman
omegas
omen
omens
omer
omeri
omet
omeya
omis
omits
omnes
omni
omris
onam
onar
onces
oncle
onde
ondes
ondine
onega
onice
onlie
onos
onot
onoto
onservation
onsets
onta
ontho
onus
onze
opal
opaqued
opaquer
opaques
opec
opel
openal
opencl
opendokument
openen
opener
openid
oper
operador
operai
operandi
operando
operands
operano
operant
operante
operar
operare
operas
operaste
operata
operater
operates
operati
operatin
operationg
operativ
operativa
operativer
operatives
operativi
operativo
operato
operatore
operatori
opere
operi
operiate
opero
opes
opfer
opfers
ophra
opilions
opined
opining
opinino
opinione
opinioni
opinons
oppone
opponenti
opposa
opposent
opposer
opposes
opposez
opposites
oppositions
opposte
oppressa
oppresse
oppresser
oppresses
oppressez
oppressi
oppressione
oppressioni
oppressions
oppresso
oppressons
oppressore
oppressori
oprah
opta
optas
opte
opten
opter
optera
optes
opti
optics
optik
optima
optimale
optimice
optimiced
optimisation
optimise
optimised
optimizations
optimizer
optimizes
optino
optionale
opto
optons
opus
oracles
orage
orale
orali
orals
oran
orang
orangea
orangen
oranger
oranges
orangez
orangs
oranje
orante
orar
orbe
orbita
orbitai
orbitale
orbitals
orbitas
orbite
orbits
orbs
orca
orchestrai
orchestral
orchestras
orchestre
orchi
orchis
orco
orde
orden
ordens
orderend
orderin
orderings
ordinante
ordinar
ordinare
ordinari
ordinations
ordnance
ordner
ordners
ordre
ordres
orea
orebs
orem
oren
oreo
ores
orfer
orga
organe
organes
organi
organica
organici
organico
organics
organisa
organisas
organisations
organise
organised
organisera
organiseras
organises
organisez
organising
organisme
organismes
organismi
organismo
organismus
organist
organists
organite
organizar
organizers
organizes
organo
orge
orges
orgin
orgins
orgs
orgy
oridinal
orienta
orientai
orientale
orientali
orientals
orientar
orientas
orientations
oriente
orienter
orientes
orientez
orig
origan
origen
origina
originai
originale
originali
originals
originar
origine
originel
origini
origino
origins
orignal
orin
oriol
orioles
oriolo
orions
oris
orive
orks
orla
orle
orlon
orly
orme
orna
ornai
ornaient
ornamentali
ornamentar
ornamente
ornamenti
ornamento
ornano
ornans
ornant
ornar
ornas
ornat
orne
ornement
ornemental
ornements
orner
ornes
ornions
oronge
orphans
orse
orte
orten
orto
orts
orval
oryx
osais
oscillatin
oscillations
oscure
oser
osera
oses
oside
osions
osten
osto
ostrica
ostriche
othe
otniel
otre
otri
otter
otters
otto
ouater
ouche
oued
ougoing
ouline
ounce
ount
ourlet
ourse
ourselve
oust
ouster
outage
outbreaks
outcast
outcomes
outdoing
outdoors
outed
outen
outfox
outgoings
outlasts
outlay
outlays
outlets
outlined
outlive
outlives
outlooks
outlow
outlows
outmost
outposts
outragea
outraged
outrager
outrages
outragez
outre
outrer
outriders
outrside
outs
outset
outsider
outsides
outsize
outskirt
outstretches
outwards
outwit
outwits
ouvrage
ovale
ovali
ovals
ovar
ovas
overa
overalls
overate
overbook
overcomes
overcook
overdub
overfall
overflowin
overflown
overflows
overheads
overhear
overheard
overheat
overlain
overland
overlays
overlie
overlined
overloads
overlook
overlord
overly
overmap
overnights
overo
overpaid
overpay
overplay
overran
overridde
overridded
overrided
overries
overripe
overrite
overrode
overruns
overs
oversee
overseen
oversees
oversights
oversteer
overt
overtakes
overthrows
overviews
overwridden
overwride
overwrides
overwrited
overwrites
overwrittin
ovil
ovin
ovins
ovious
oviously
owed
owen
owens
ower
owes
owlets
ownes
oxid
oxides
oxime
oxyde
oyions
ozean
ozona
ozones
ozono
paar
pabst
paca
pacage
pacages
paced
pacer
paces
pach
paci
pacifia
pacifica
pacifici
pacifico
pacifie
pacin
pacing
packaed
packaged
packager
packe
packen
packend
packer
packers
packes
packetizers
packged
packging
packin
packings
packst
packt
packte
packung
paco
pact
pacte
pactes
pactise
pacts
pacy
padd
paddled
paddles
paddling
padon
paean
paese
paga
pagable
pagan
pagea
pageas
paged
pagel
pagent
pagents
pageons
pager
pagers
pagez
paghe
paging
pagne
pagnes
pago
pagre
pagus
paht
pahts
paia
paiano
paie
paiement
paient
paies
paige
pail
pailful
paillet
pails
paine
painel
painfull
paining
painters
paintings
paints
paio
paire
paires
pairo
pais
paisses
paix
paja
paje
pajel
paket
pakets
pakt
pakte
paktes
pala
palan
palans
palas
palate
palates
palay
paled
palente
paler
pales
palet
paletta
palettas
paletten
paletter
palettez
paletti
paletto
paley
pali
paliers
paling
palis
pall
pallar
palle
palled
pallete
pallets
palling
palls
palma
palmas
palme
palment
palmes
palmette
palmettes
palmo
palmy
paln
palo
palot
palots
palp
palpe
palper
pals
palta
paltry
palus
palys
pamirs
pamper
pampers
pana
panade
panal
panas
pance
paned
paneels
panela
panent
paner
panes
panez
panf
pang
pange
pango
pani
panico
panics
panik
panne
panned
panner
panning
panol
panoramas
panorami
pansa
pansage
pansages
panse
panser
panses
pansu
pansy
pant
pante
panted
panties
panting
pantographe
pantographs
pantry
panty
panul
paon
paons
papa
papable
papal
papar
pape
papel
papera
papere
paperi
papero
papery
papes
papier
papiers
paps
papst
papstes
papy
parabel
parabole
paraboles
parachuta
parachuted
parachuter
parachutes
parachutez
parada
paraded
parader
parades
paradez
paradies
paradiese
paradis
paradises
paradisi
paradiso
parado
parafe
parage
paragraphe
paragraphes
parah
parai
parais
paraje
parakeets
paral
paralasis
parallela
parallele
parallelo
parallels
paralysais
paralysas
paralysed
paralyses
paralysie
paralysies
paralyze
paralyzes
parametere
parametern
paramo
params
parano
parant
parao
parar
parare
paras
parasit
parasita
parasiten
parasiter
parasites
parasitez
paraste
parat
parate
parc
parca
parce
parcela
parcels
parch
parche
parches
parchet
parcial
parcs
parda
pardel
pardo
pardons
pare
pared
parement
paren
parentale
parente
parentes
parentesis
parenthesise
parenti
parer
pares
paresses
paret
parez
parfis
parfume
parfumes
pari
paria
pariade
pariah
parian
parias
paride
parie
parient
parier
paries
parin
paring
pario
parir
pariser
parison
parities
parka
parkas
parked
parker
parkings
parla
parlament
parle
parlent
parler
parliaments
parm
parma
parme
parms
paro
parois
parola
paroled
parolee
paroles
paroli
parons
paros
parosh
parr
parra
parrakeet
parred
parrel
parries
parring
parrish
parro
parrots
pars
parsa
parsable
parsec
parsef
parsen
parsers
parses
parsi
parsie
parsies
parso
parson
parsons
parta
partaker
partakes
parte
partecipate
partei
partent
partes
partez
parther
parthyns
parti
partiale
partiales
partials
partible
partical
participait
participante
participantes
participated
participates
participatin
participations
participent
particolar
particulars
particulates
particule
particules
partie
partied
partiel
partiels
partien
partiez
partil
partings
partion
partions
partirions
partis
partnern
partnerships
parto
partons
partridges
partx
partying
partys
paru
parue
parus
parut
parva
parve
parvis
pasa
pasce
paschhur
pase
pasha
pashur
pasing
paso
pasote
pasre
pasred
pasrer
pasres
pasring
passa
passade
passades
passagen
passager
passagers
passare
passas
passate
passe
passel
passels
passen
passend
passender
passer
passers
passess
passest
passez
passi
passible
passino
passione
passioni
passions
passiv
passiva
passiven
passiver
passives
passivi
passivo
passo
passovers
passphrasen
passphrases
passt
passte
passu
passung
passwd
passwors
passwort
passworts
pastar
pastas
pastel
pastels
pastern
pasterns
pasti
pastie
pasties
pastin
pastis
pasto
pastore
pasts
pastura
pastured
pasturo
pasty
pasv
pata
patas
patched
patchs
patchy
pate
patel
paten
patena
patene
patenta
patente
patenti
patently
patents
pater
pates
pathnames
pathos
patial
patiences
patienta
patientas
patiente
patientes
patin
patinent
patins
patitions
pato
patrens
patrent
patries
patron
patrona
patrone
patrono
patros
pats
patsch
patt
patta
patte
patted
patten
pattent
patter
pattera
patteras
patterons
patters
pattes
patties
patting
pattons
pattrens
patty
paturons
pauke
paula
paulette
pauli
pauls
paume
paument
paunch
paunches
pauper
paupers
paura
paure
pausa
pausen
pauser
pauses
pausez
pausing
pauta
pava
pave
pavements
pavent
paver
pavers
paves
pavin
pavings
pavot
pawing
pawl
pawn
pawned
pawns
paws
paya
payables
payas
payback
paye
payed
payement
payements
payent
payer
payers
payes
payne
payo
paysage
paysages
payse
payses
pazza
pcre
pdfs
pdif
peaceable
peaces
peaje
peal
peale
pealing
peals
peap
pearly
pears
pearson
peary
peas
pease
peased
peasing
peau
peca
pecar
pece
pecent
pech
pecific
peck
pecked
pecker
pecking
pecks
pecs
pedale
pedali
pedalo
pedals
peddle
pedral
peed
peeing
peeking
peeks
peelings
peels
peen
peening
peep
peeper
peeping
peering
peers
pees
peeving
pefect
pega
pegar
pegel
pego
pegs
pein
peine
peins
peint
peints
peiping
pekach
pela
pelaiah
pelant
pelar
pelate
pele
pelea
pelee
pelel
peler
pelet
pelethiter
pelets
pelez
pelicana
pelicano
pelicans
pelikan
pelle
pelles
pelleta
pelletas
pelt
pelvi
pelvis
pena
penai
penale
penali
penality
penaltys
penar
pence
penches
pencils
pend
pendel
pends
pendulums
pene
penes
penetrante
penetrare
penetraste
penetrata
penetrated
penetrates
penetrati
penetrations
penetrato
penetriate
peng
penguins
peni
peniel
peninsular
peninsulas
penis
penn
penna
penne
penney
penning
peno
penol
pensa
pensant
pensants
pense
pensel
pensi
pensil
pensino
pensione
pensioni
pensions
penso
pensons
pent
pentecoste
pentecosts
peon
peons
peony
peopled
peors
pepa
pepe
pepped
peppers
peppery
peppier
peppy
peps
pera
peral
perce
perceives
percentages
percentiles
percento
percents
percept
perceptions
percez
perch
perched
perchent
percussions
perd
perdent
perdez
perdissions
perdit
perdons
pere
peres
peresent
peresh
pereza
perfecta
perfecter
perfections
perfecto
perfects
perfekt
perfektion
perfil
perfoom
perfora
perforas
perforate
perforates
perfore
perfores
perfori
performante
performantes
performe
performer
performin
perforo
perfumed
perfumer
perfumers
perfuse
perfuses
perge
peri
perimeters
periode
periodi
periodica
periodici
periodico
periodo
peripherals
perishes
perists
perk
perking
perks
perkussion
perla
perle
perlent
perlez
perlon
perlons
perls
perlt
perm
permanenta
permanente
permanenti
permanents
permet
permets
permian
permis
permises
permut
pernil
pernod
pero
perol
peron
perpetua
perpetuals
perpetuar
perplexe
perplexes
perposed
perron
perrons
perry
pers
persa
persan
persans
perse
persection
persecutes
persecutions
persent
perser
persi
persiana
persiane
persiani
persiano
persians
persien
persil
persis
persist
persista
persistant
persistas
persiste
persistente
persistes
persisti
persisto
persits
perso
persona
personae
personale
personali
personalised
personalize
personalizes
personals
personam
persone
personel
personne
personnels
personnes
perspectiva
perspectives
perspectivo
perspektive
persuada
persuader
persuades
persuadez
persuado
persuase
pert
pertain
pertainin
perter
pertly
peru
pervent
pervented
pervers
perversa
perversen
perverses
perversi
perverso
perverti
perverts
perviews
pervious
perzentile
pesa
pesant
pesants
pesar
pesce
pese
peser
pesez
pesia
peson
pesons
pest
pesta
peste
pester
pestes
pesticides
pestilences
pestilente
pestilenze
pestons
pests
peta
petal
petar
pete
petera
peters
petes
petitin
peto
petor
petral
petrels
petroli
pets
petti
petting
petto
peul
peuple
peuples
peur
peurs
peut
pewder
pews
pewter
pezza
pfad
pfads
pflaster
pflug
pflugs
pfund
pgid
pgrp
pgup
phage
phages
pharao
pharaohs
pharaon
pharaos
phare
phares
pharmaceuticals
phased
phasen
phasme
pheasants
phenomenons
philippin
philippinen
philippines
philippins
philips
philistin
philistins
phillip
philosopha
philosophe
phobos
phon
phoned
phonemic
phones
phonetics
phonetik
phoney
phonie
phono
phonograph
phonographs
phonos
phony
photographe
photographes
photographia
photographie
photon
photons
phototype
photovoltaics
photovoltaik
phrasa
phrasant
phrased
phrasen
phraser
phrases
phrasez
phul
phut
phys
physic
physicals
physicien
physiciens
piace
pialar
pian
piana
piane
piango
piani
pianos
pians
pianto
piar
piara
piars
piatta
piazza
pica
pich
piched
piching
pickel
picken
pickerl
pickers
picket
pickets
pickier
pickin
pickings
pickled
pickling
pickups
picky
picnics
pico
picot
picrate
pics
pict
picta
picts
piddle
pidgeons
pids
pieced
piecing
piede
piedi
pieds
pieing
piel
piene
pieno
piep
pier
piercen
piercer
pierces
piercings
pierre
piers
pies
piety
pieu
pieve
pieza
pife
pifes
pige
pigens
pigent
pigerons
piges
pigions
pigmenta
pigmente
pigmenti
pigmento
pigments
pigmy
pigne
pignon
pignons
piing
pije
pike
piked
piker
pikes
piking
pila
pilage
pilant
pilar
pilas
pilaster
pilates
piled
piler
pilet
pilets
pilez
pilgrimages
pili
piliers
piling
pilla
pillai
pillais
pillard
pillards
pillas
pille
pillear
pilled
piller
pilles
pilling
pillo
pillows
pilme
pilo
pilon
pilone
pilons
pilota
pilotas
pilote
pilotes
piloti
pilotis
piloto
pilou
pilous
pilum
pilz
pilze
pilzes
piment
pimp
pimping
pimps
pina
pinacle
pince
pinces
pincha
pinche
pinched
pinches
pinching
pincho
pined
pinehas
pines
piney
ping
pings
pinguin
pini
pining
pinions
pinked
pinker
pinking
pinks
pinky
pinnacles
pinne
pino
pinon
pinot
pinson
pint
pinta
pinte
pinter
pintons
pints
pinyon
pinza
pinze
piocher
piolar
pion
pions
pior
piove
pipa
pipait
pipas
piped
pipelines
piper
pipers
pipez
pipi
pipings
pipita
pipits
pipo
pipping
pips
pira
piram
pirat
pirata
piratas
pirated
piraten
pirater
piratez
pirati
pire
pires
pirk
pirn
pirole
pisano
pisces
pisga
pishon
pison
pispah
piss
pissed
pisses
pisseth
pissing
pissons
pista
pistage
piste
pister
pistes
pistil
pistils
pistions
pisto
pistola
pistole
pistoles
pistone
pistoni
pistou
pita
pitchers
pitches
pite
pites
pith
pithon
pithy
pitia
pities
pito
piton
pitons
pitot
pitpit
pitt
pittas
pitted
pitter
pitting
pitts
pitture
pitys
piular
piune
piure
pius
pivacy
pivate
pive
pives
pivota
pivote
pivots
pixeln
pixelx
pixy
pizate
pizca
pizzas
pizze
pizzi
pizzo
pkey
placa
placel
placements
placemet
placer
placers
placet
placets
placez
placid
placket
plackets
plad
pladed
plage
plages
plagie
plagies
plagt
plagte
plagued
plaice
plaid
plaids
plaie
plaies
plaina
plainas
plaine
plainer
plaines
plaint
plaints
plais
plaise
plaises
plaister
plait
plaited
plaiting
plaits
plana
planas
plance
planck
plancks
planed
planen
planend
planent
planeo
planer
planers
planeta
planetare
planetari
planez
planke
planked
planking
planners
plannings
plano
planta
plantas
plantations
plante
plantel
planten
planter
plantes
plantez
plantings
planto
planung
plaque
plaques
plase
plased
plasing
plasmai
plasmar
plasmi
plasmo
plasta
plaste
plasters
plastica
plastics
plastie
plastik
plat
plata
platea
platee
platel
platement
platen
platens
plath
platin
platina
platine
platino
plato
plats
platt
platte
platted
platten
platters
plattform
platy
platz
platze
platzes
playa
playable
playbacks
playera
playero
playin
playlists
plazet
pleace
pleaded
pleading
pleads
pleas
pleaser
pleasers
pleasings
pleass
pleasured
pleat
pleated
pleating
pleca
pled
pledged
pledgee
pledges
plein
pleins
plen
plena
plepa
plesing
pleter
pleural
plia
pliant
pliants
plie
plied
plier
pliera
plieras
plies
plink
plis
ploc
plod
plods
ploie
plonge
plonk
plonks
plop
plops
plotter
ploughs
plovers
plowers
plows
ploy
ployer
ploys
pluches
plucks
plucky
plue
plues
pluging
pluin
pluins
pluma
plumb
plume
plump
plumping
plumps
plums
plunderer
plunders
plunged
plunger
plunges
plunk
plunked
plunks
plurale
plurali
plurals
pluse
pluses
plush
plut
plying
pmed
pneumatici
pneumatico
pnuel
poach
poaches
poblar
pocess
pocessed
poches
pock
pocked
pocken
pocking
pocks
poda
podar
podcasts
podded
podding
poder
podi
podo
pods
poema
poemi
poems
poer
poet
poetato
poets
poids
poil
poile
poiles
poils
poing
poings
poins
pointa
pointas
pointe
pointera
pointers
pointes
pointeur
pointez
pointier
pointin
pointu
pointus
pointy
pois
poise
poisoner
poisoners
poisonin
poisonings
poisons
poisson
poix
poked
poker
pokers
pokes
pokey
poky
pola
polard
polare
polari
polcar
polder
polea
poled
polen
polens
poleo
poli
policed
policer
polices
policez
policie
policier
policiers
policiez
policys
polie
polies
poling
polir
polis
polisher
polishes
polite
politic
politica
politici
politicien
politiciens
politico
politicos
polities
polity
polk
polla
polled
polli
pollice
pollina
pollino
pollo
pollue
polluter
pollutes
pollutin
pollutions
polly
polo
polos
polpe
pols
polster
poly
polygone
polygones
polynomials
pomar
pomice
pomol
pomp
poncil
ponctuation
ponde
ponder
pondes
pondis
pondo
pondu
pondus
pone
poner
pones
pong
poni
pons
pont
pontage
ponter
pontions
ponts
pony
ponys
pooch
pooches
poof
pooh
poohs
poole
pooling
poop
pooper
poops
popa
popar
pope
popeline
poperly
popes
poping
poplar
popose
poposed
poppa
poppe
popper
poppet
pops
populate
populates
populations
popups
pora
porc
porca
porcal
porcel
porcelaine
porche
porches
porci
porco
porcs
pore
pored
pores
porfolio
porge
pori
poring
porion
porions
porn
poro
porpose
porposes
porral
porse
porta
portabel
portabile
portablen
portabler
portables
portage
portai
portail
portait
portale
portalo
portals
portar
portarle
portas
portato
porte
ported
porter
portera
porterait
porteras
portero
portes
porteurs
portfolios
porti
portiers
porting
portino
portlets
portly
porto
portons
portos
portrail
portraits
portuguesa
posa
posar
posas
posato
posed
poseer
posen
poser
posers
poses
posez
posh
posher
posi
posible
posin
posing
posion
posioned
posioning
posit
posited
positing
positionen
positiong
positionid
positionin
positionings
positiv
positiva
positiven
positiver
positives
positivi
positivo
positivy
positon
positron
positrons
posits
poso
poss
posse
posses
possesses
possessin
possessione
possessioni
possesso
possibile
possibiliy
possibily
possibles
posta
postages
postai
postale
postali
postalo
postar
postare
postas
postate
postato
postcure
poste
postear
posten
postera
posteri
postern
posters
postes
postez
posti
postier
postina
postine
postings
postini
postino
postions
posto
postons
postor
postre
postrer
postscripts
postule
postura
postured
postures
posy
pota
potable
potado
potage
potano
potar
potata
potate
potati
potavo
pote
potencial
potent
potentials
potentiel
potenzial
poter
potes
poti
potier
potin
potino
potions
potiron
poto
potrons
pott
pottage
potted
potters
pottery
pottier
potting
potto
potts
potty
potuto
pouah
pouce
pouces
pouched
pouding
pouf
poufs
poule
poules
pouls
pounder
pourer
poursuit
pout
pouted
pouting
pouts
pouture
poux
powdered
powders
powdery
poxes
poyar
poynting
pozol
pozza
ppid
ppmt
ppsh
practicals
practicar
practised
practises
prag
prager
prague
praire
praires
pram
prame
prance
prances
prank
pranks
prao
prasma
prate
prated
prates
prating
prays
prea
preachers
preaches
preachier
preachy
prear
prec
precede
precedei
precedente
preceder
precedes
preceed
preceeded
preceedence
preceeding
preceeds
precenence
precent
precepto
preces
precessor
precessors
precide
precided
precident
precidents
preciding
preciously
precipitations
precis
precisa
preciser
precises
precisi
precisino
precisione
precisioni
preciso
precission
predare
predato
predatori
predators
predatory
prede
predefine
predefines
predicated
predication
predicition
predictin
predictions
prefect
prefence
prefent
prefented
prefents
prefere
preferente
preferenze
prefers
preficed
prefices
preform
preforming
preforms
pregare
preis
preise
preises
preiset
preist
prejudiced
prejudices
preliminar
preliminare
preliminari
prematura
prematuro
preme
premise
premised
premiss
premisses
premiums
premix
prenant
prep
prepara
preparer
prepares
prepari
preparino
preparo
preparse
prepaying
prepend
prepose
preps
prerequisites
pres
presa
prescriptions
prese
presea
presed
presences
presense
presenta
presentar
presente
presentero
presenters
presenti
presentir
presento
presenze
preserva
preserver
preservers
preservest
preservi
preservino
preservo
presi
presidencial
presidenta
presidente
presidenti
preso
preson
pressa
pressare
pressas
presse
pressen
pressend
pressens
pressent
presser
pressez
pressi
pressin
pressings
pressino
pressling
presso
presst
pressume
pressung
pressura
pressured
pressurer
pressures
pressurez
pressurised
pressurize
pressurizer
pressurizes
prest
preste
prestes
prestesses
pretal
pretence
pretende
pretendi
pretendo
pretends
pretest
preti
pretil
pretta
pretto
prety
prevails
prevali
prevente
preventer
preventin
prever
preverse
previde
preyed
preying
preys
prez
priam
priant
priced
pricey
pricked
pricking
pricks
pricy
prided
prides
priding
prie
pried
prient
prier
pries
priesa
priesthoods
priez
prig
prigs
priions
prim
prima
primacy
primari
primate
primed
primera
primero
primers
primes
primeur
primez
primi
primitiv
primitiva
primitiven
primitiver
primitives
primitivi
primitivo
primmer
primo
primons
primor
primp
primping
princeps
princesa
princesse
princesss
principale
principales
principali
principals
principar
principat
principe
principes
principled
pring
printin
printings
printouts
prinz
prinzipal
prio
prion
prions
priora
priore
priori
prioritise
prioritises
prioritizes
priors
priorties
priory
pris
prisa
prise
prised
prisent
priser
prises
prising
prisions
prisma
prisme
prisms
priso
prisoned
prisoning
priss
prisses
prit
priv
privat
privata
privatem
privaten
privater
privates
privati
privato
prive
privent
priver
prives
privileged
privilegi
privons
prized
prizes
prizing
prng
proa
prob
proba
probabily
probable
probed
proben
prober
probes
probi
proble
problema
probleme
problemi
probo
procede
proceded
procedere
procedes
proceding
procedura
procedute
proceedin
proceso
processa
processi
processin
processino
procession
processional
processo
processore
processori
processs
processus
proclaims
proclamations
proclami
proco
procs
prod
prodced
prode
produca
produceds
producir
producta
producting
productions
producto
produit
produits
produkt
produktion
produktname
produkts
proect
proects
prof
profana
profaner
profanes
profanez
profani
profano
profesion
profesional
profess
professed
professes
professin
professing
professino
professionale
professionali
professionals
professione
professions
professor
professors
proff
profi
profil
profila
profilas
profiled
profilen
profiler
profilez
profili
profilo
profils
profis
profita
profitables
profitably
profitas
profite
profites
prog
progfile
progne
programa
programer
programing
programm
programma
programmas
programmd
programmed
programmen
programmera
programmers
programmeur
programmez
programmi
programmings
programmino
programmo
programms
progreso
progressa
progresse
progressi
progressiva
progressives
progressivo
progresso
progrom
progroms
prohibitin
prohibitions
proie
projected
projectin
projecting
projections
projective
projectives
projectm
projekt
projektile
projektion
projekts
projet
projets
prole
prolog
prolonga
prolonge
prolongea
prolonger
prolonges
prolongez
prolongs
prom
promesses
promet
promis
promisi
promisse
promisses
promit
promoter
promotes
promotin
promotions
prompte
prompter
promptes
prompts
promted
promut
pron
prona
prong
prono
prononce
pronounces
pronte
pronunce
proofs
propagande
propagando
propagatin
propagations
propane
propect
propected
propecting
propection
propective
propects
propel
propelled
propellers
propertie
propertied
propertly
prophesies
propone
proporcional
proportionale
proportionals
propos
proposa
proposai
proposais
proposas
proposer
proposes
proposez
proposi
proposte
propotion
propotional
propotions
propre
propret
proprietari
props
propulsions
pros
proscription
prose
prosecutions
prosess
prosessed
prosessor
prosessors
prosier
prosit
prospecta
prospecte
prospectives
prospecto
prospects
prospekt
prospektive
prospera
prospere
prosperi
prospero
prospers
prospettive
prostitue
prostitues
prostituite
prostituta
prostituted
prostitutions
prostituto
prosy
prot
protability
protal
prote
protean
protecte
protectin
protections
proteins
proterons
protesa
protese
protesi
proteso
protesta
proteste
protested
protesti
protesting
protesto
protests
protettive
protide
protides
proto
protocole
protocoles
protocolo
prototyp
prototypen
prototypes
prototyps
prou
proue
prouesses
prouve
prova
provability
provably
provate
provedd
provena
provence
provenu
proverbe
proverbes
proverbi
proves
provi
provice
provices
provid
providors
providse
provie
provied
proviede
proviers
provin
provo
provocations
provokation
provokes
provvide
prow
prowess
proxys
proyect
proyected
proyecting
proyection
proyects
proyer
prozess
prozesses
prozessor
prude
prudente
prudenti
prudents
prune
prut
prying
pryor
psaced
psalter
psaltern
psalters
pseudos
psst
psychoses
ptah
puah
puant
puants
puar
puas
puasses
pube
pubic
publia
publications
publich
publickly
publics
publie
publik
publikation
publishers
publishes
publishin
pubs
puce
puches
puck
pucker
pucks
pudding
puddle
puer
puerez
pueril
pues
puffen
puffer
puffs
puffy
pufo
pugh
pugs
puis
puise
puises
puisons
puits
puke
pula
pulce
pulk
pulla
pulle
puller
pullers
pullet
pullets
pulls
pulmonar
pulpa
pulpe
pulped
pulpes
pulping
pulpo
pulps
pulpy
puls
pulsa
pulsas
pulsed
pulser
pulsez
pulsi
pulsing
pulso
puma
pumas
pumpe
pumpt
puna
punc
puncha
puncher
punchers
punchs
punchy
punctured
punctures
punge
puni
punic
punis
punishes
punk
puns
punse
punt
punting
punts
punture
pupal
pupe
pupila
pupilo
pupils
puplication
puppe
pupped
puppen
puppets
pupping
puppy
pups
pura
purchaser
purchasers
purdue
puree
pureed
purem
purent
purer
pures
purga
purgea
purger
purges
purgez
purghe
purgo
puri
purifications
purifie
purifier
purifies
purifiez
purims
purin
purism
purl
purled
purling
puro
purpler
purples
purpse
purr
purred
purs
pursed
purser
pursers
purses
pursing
pursuer
pursuin
pursuits
pushen
pusher
pushes
pushy
puss
pusse
pusses
puste
puta
pute
putes
puto
putt
putter
putto
putts
puttying
putz
puzza
puzze
puzzled
puzzler
puzzles
pwns
pygma
pyle
pyramida
pyramide
pyramids
pyre
pythons
qick
quack
quai
quails
quais
qual
quali
qualifications
qualifie
qualifier
qualifies
qualifiez
qualifikation
qualifyin
quanification
quanified
quanify
quanifying
quanities
quanlification
quanlify
quantifies
quantify
quantile
quarantaine
quarantene
quarantina
quarantined
quarantines
quarl
quarra
quarre
quarrels
quarrer
quarres
quarrez
quarried
quarriez
quart
quarta
quartale
quarte
quartera
quarteras
quartes
quartet
quartets
quartez
quarti
quartier
quartiers
quartil
quartils
quarto
quarts
quarz
quater
quaver
queens
queer
quencher
quenches
quer
quera
quere
queren
queried
quermes
quern
quernes
ques
queso
questa
queste
questi
questione
questioni
questionin
questionings
questo
quests
queued
queule
queute
queutes
queutions
queux
quia
quickens
quid
quieken
quien
quier
quiest
quieta
quiete
quieti
quieto
quiets
quilt
quine
quint
quintaine
quinte
quip
quire
quirk
quiste
quita
quith
quito
quits
quitt
quitte
quivers
quiz
quoit
quoited
quot
quotai
quoten
quoth
quoti
quoto
quotta
quottas
quotte
quottes
quottions
qutie
raamah
raba
rabanal
rabba
rabbath
rabbet
rabbia
rabbie
rabbim
rabbin
rabbis
rabbith
rabbits
rabble
rabe
rabel
raben
rabi
rabid
rabies
rabil
rabin
rabo
rabot
rabots
raca
raced
racel
racer
racers
rachael
rache
rachels
rachen
racial
racina
racine
racional
racked
rackets
racking
rackit
racle
racles
ractive
racy
rada
radai
radal
radars
radas
radau
rade
rader
rades
radi
radia
radiador
radiai
radiais
radiale
radials
radian
radiano
radiant
radiar
radias
radiations
radiato
radiatore
radiatori
radiators
radicale
radicali
radicals
radicar
radie
radies
radii
radikal
radin
radinas
radino
radins
radioactives
radioaktive
radions
radios
radis
radium
radiums
radix
rado
raer
rafe
rafle
rafles
raft
rafted
rafting
rafts
raga
ragas
ragea
raged
ragen
rager
rages
ragez
ragged
ragging
ragion
ragions
ragt
ragte
rague
rahabs
raham
rahel
rahm
raide
raided
raider
raides
raideurs
raidi
raiding
raidis
raie
raient
raies
railed
railing
railroads
railways
raina
rainas
rainbows
raine
rainent
rainer
raines
rainez
rainfalls
raining
rainy
raire
rais
raiser
raisin
raisons
rait
raite
raites
raits
rajah
rajar
rajce
raka
raked
rakem
raker
rakes
raki
raking
rakshass
ralla
ralle
raller
rallo
rallye
rama
ramai
ramal
raman
ramant
ramas
ramat
ramath
rame
ramen
rament
rames
rami
ramiah
ramial
ramio
ramions
ramis
ramo
ramos
ramot
rampa
rampait
rampante
rampants
rampart
rampe
ramped
rampent
ramps
ramses
rana
rance
rances
rand
rande
randes
randoms
rands
rane
rang
rangc
rangea
rangeas
ranger
rangers
rangez
ranging
rangle
rango
rangs
rangy
rani
raniment
rankc
ranke
ranked
rankin
rankine
rankings
rankling
rano
ransoms
rant
ranted
ranting
rants
ranz
rapar
rape
raped
rapes
rapi
rapida
rapide
rapidi
rapido
rapids
rapii
rapin
raping
rapped
raps
rapt
rapts
rapture
rara
rared
rarefy
rarer
rares
rari
raring
raro
rasa
rasar
rasch
raschel
rase
rasen
rasens
rases
raset
rasher
rasi
rasions
raso
rasons
rasp
rasse
rast
raste
rata
ratas
ratchets
ratel
ratels
raten
rateo
rater
ratet
ratez
ratier
ratina
ratinas
ratine
ratines
ratino
ratinons
rationale
rationals
ratione
rationnal
ratlos
rato
raton
ratons
ratte
ratted
ratten
ratting
ratto
raub
rauben
raue
rauen
raues
rauh
raul
raum
raums
raus
raute
ravan
ravanals
rave
raved
ravel
ravels
raves
ravin
raving
ravings
ravins
ravise
ravises
ravishes
ravive
raya
rayar
rayas
raye
rayed
rayes
raying
rayions
rayo
razar
raze
razed
razes
razing
razors
reacable
reacher
reachin
reacted
reactin
reacting
reactiva
reactivo
reacts
reada
readby
readed
readern
readier
readin
readings
readly
readying
reaise
reaised
reaises
reaising
reaktion
reaktive
reaktor
reaktors
reala
reale
realer
reali
realise
realised
realismo
realist
realito
realizes
reall
realme
realms
reals
realting
realtion
realtions
realtor
realtors
realty
ream
reame
reamed
reamer
reamers
reaming
reams
reaoned
reaoning
reaped
reaper
reapers
reaping
reaps
reaquire
reaquiring
rearch
rearched
rearches
rearm
rearmed
rearming
rearranged
rearranges
rears
reasoner
reasonin
reasonings
reasy
reattive
reaver
reavers
reay
reayd
reba
rebar
rebated
rebating
rebe
rebec
rebekahs
rebell
rebelle
rebellen
rebeller
rebelles
rebellez
rebellions
reben
rebind
reble
rebord
reborder
rebords
rebote
rebout
rebufe
rebuil
rebuildin
rebuilds
rebuilts
rebuker
rebukes
rebuses
rebute
recah
recala
recalculated
recalculates
recale
recalls
recant
recap
recarder
recasons
reccurring
recd
receipe
receipes
receivables
receivers
recel
recels
recente
recenti
recepit
receptions
recevable
recevant
recever
rechabs
rechob
rechum
recide
recife
recipiente
recipienti
recips
recipt
recipts
recise
recite
recites
recken
reckoner
reckonin
reckonings
reckons
recnt
reco
recocer
recoding
recoger
recognise
recognised
recognizer
recognizes
recoils
recoin
recommandation
recommence
recommenced
recommendations
recommends
recommened
recompences
recompensa
recompenses
recon
reconciles
reconciliations
reconnaissances
reconnaissante
reconnecta
reconnecte
reconnects
reconstructin
reconstructions
recopient
recorda
recordar
recordas
recorde
recordera
recorderas
recordes
recordez
recordin
recordings
recorrer
recors
recoser
recoud
recouds
recourbe
recoure
recoures
recours
recourue
recouse
recovera
recovero
recovers
recp
recquiring
recreatin
recreations
recruiter
recruitin
recrut
rect
rectal
rectanglular
rection
rector
rectors
recuire
recuit
recuits
recular
recurse
recusable
recusive
redact
redactor
redaktion
redar
redction
redden
redder
redding
rede
redeemers
redeems
redel
redemptions
redent
redet
redevant
redial
redine
redire
redirections
redirects
redirent
redner
redor
redox
redro
reds
reducer
reduci
reductions
redue
redues
reduktion
reduse
redused
reduses
redusing
redy
reebauds
reede
reedy
reefer
reefers
reefs
reek
reeks
reelect
reelected
reelection
reels
reenforce
reenforced
reenforcing
reet
refa
refend
refends
refera
referas
refereed
referencd
referening
referente
referenze
referering
referrer
refert
referted
referting
refez
refile
refiled
refiling
refina
refiner
refines
refino
reflectin
reflections
reflects
reflektion
reflet
reflexe
reflux
refn
refond
refonds
reforma
reformas
reforme
reformes
refract
refractor
refrains
refresher
refreshes
refreshin
refs
refuels
refuges
refuie
refuies
refus
refusa
refusable
refusai
refusals
refusas
refuser
refusez
refutation
refute
refuted
refutes
regained
regaining
regains
regal
regalar
regally
regar
regarda
regardas
regarde
regarder
regardes
regardez
regardin
regarged
regarging
rege
regel
regem
regen
regenerated
regenerates
regeneratin
regent
reger
reget
regexps
regid
regie
regimbe
regimen
regimes
regimi
regine
regio
regionale
regione
regioni
registerd
registern
registra
registrations
registre
registrer
registres
registri
registro
reglar
regnet
regrat
regressin
regressions
regrets
regs
regt
reguel
regulador
regulars
regulary
regulater
regulaters
regulationg
rehab
reheat
reheated
reheating
reheats
rehire
reiben
reich
reiches
reid
reif
reifer
reigen
reigon
reigons
reihum
reilly
reim
reime
rein
reina
reindeers
reine
reined
reines
reinfall
reinforces
reining
reino
reinst
reir
reis
reise
reisen
reist
reitre
reiver
reize
rejal
rejecter
rejectin
rejections
rejects
rejet
rejets
rejo
rejoicings
rejoined
rejoining
rejuge
rekombination
rekord
rekursive
relaases
relaasing
relais
relaps
relate
relater
relates
relatez
relatin
relationale
relativ
relativa
relativen
relativer
relativi
relativo
relatons
relavant
relavions
relaxa
relaxations
relaxe
relaxed
relaxing
relaxions
relaya
relayas
relaye
relayed
relayes
relaying
relayions
releaes
releaseds
relected
relent
relented
releted
releting
relevait
relevante
relevanz
reliables
reliably
relie
relied
reliefs
relier
relies
relieves
reliez
religione
religioni
religions
reline
relions
relire
relive
relived
relm
reloades
reloadin
reloads
relocatin
relocations
relokation
relu
reluire
relying
remai
remainders
remaines
remainin
remaliahs
remand
remaned
remanin
remaning
remap
remar
remare
remate
remedo
remembers
remembrances
remembre
remembrer
remet
remets
remiander
reminded
reminds
remino
remissions
remmon
remnants
remo
remoler
remonte
remord
remorder
remords
remore
remota
remoter
remotes
remoti
remoto
removals
removers
remplace
remplacement
remplacements
remplaces
remplies
rempote
rems
remuant
remunerations
rena
renal
renard
renards
renda
rendar
rende
rendere
renderei
renderers
renderes
renderin
renderings
rendern
renders
rendert
rendes
rendez
rendi
rending
rendir
rendo
rendre
rends
rendu
rene
renee
reneged
renewals
renews
renforce
renforcement
renforcements
reni
renier
renions
renkt
renn
renner
rennt
reno
renouned
renovable
renoval
renta
rentai
rentals
rentame
rentames
rentar
rentas
rente
rented
renter
renting
rento
rents
renverse
reocurring
reolver
reolving
reopens
reorders
reouting
repaid
repaie
repaies
repaira
repairas
repaire
repairer
repaires
repairez
repais
repant
repark
repars
repart
repas
repatition
repaya
repaye
repayent
repaying
repayments
repays
repeal
repealed
repealing
repeals
repeater
repeatin
repeint
repel
repelled
repels
repend
repens
repentante
repente
repentes
repentez
repenti
repenting
repents
repet
repetation
repeted
repetedly
repeting
repetitions
repets
rephaims
repine
repl
replaca
replacas
replaceb
replacer
replacez
replat
replats
replayed
replaying
replays
repli
replia
repliable
replias
replicante
replicar
replicas
replicated
replicates
replicato
replico
replie
replied
replier
repliez
replis
reploies
replyin
repo
repolies
reponse
reporta
reportas
reporte
reporter
reportes
reportez
reportin
repositoriess
repositorys
repote
repoted
repoting
reprent
reprented
representations
representativa
representativo
represente
representes
representin
repression
reprieve
reprieved
reprieving
reprisent
reproches
reproofs
reprouve
reprover
reproves
repsented
rept
reptation
republics
republik
reputations
requess
requester
requestes
requestin
requiers
requiing
requireds
requirejs
requise
requises
requite
requited
requites
requiting
requive
resa
resaches
rescuer
rescues
rese
researched
researches
resection
resen
resent
resented
resenting
resents
reserva
reservations
reserven
reservoirs
resettling
resh
resi
reside
resided
residences
residencial
residency
residental
residente
residentes
residenti
residenz
residenze
resides
residing
residua
residuals
residuen
residues
residui
residuo
resigna
resigned
resigns
resile
resilence
resilent
resiliency
resina
resine
resins
resisa
resistances
resiste
resistent
resister
resisters
resisti
resistir
resisto
resistors
resistpr
resists
resit
resitance
reso
resolutions
resolvers
resolves
resolving
reson
resonances
resonante
resorte
resorted
resorting
resorts
resourcd
resourcde
resourced
resourcs
resourcse
resp
respecta
respectables
respectably
respectas
respecte
respecter
respectes
respectez
respectiva
respectives
respectivo
respecto
respekt
respektable
respelt
respetable
respirations
respirator
respiratore
respirators
respire
respites
responde
responds
responed
responsable
responsed
responseo
responsi
responsibe
responsibly
responso
resserve
resserves
ressort
ressource
ressources
ressue
resta
restait
restant
restants
restar
restare
restas
restated
restaurait
restaurano
restaurante
restaurants
restaurent
reste
resten
rester
restes
restez
resti
restinga
restino
restitutions
resto
restorations
restorer
restores
restrains
restraints
restraunt
restreint
restricta
restrictin
restricto
restricts
resturn
resu
resuce
resuced
resucing
resue
resued
resuing
resulta
resultin
resumed
resumen
resumes
resurrectin
resurrections
resursive
resuse
resused
resuses
retailed
retailing
retails
retainer
retaineth
retains
retal
retar
retard
retarded
retarding
retards
retate
retch
retched
retches
retching
retcieve
retcieved
rete
retel
retension
retentions
retenue
reterse
retetting
retins
retir
retira
retired
retiree
retirements
retirer
retires
retirez
retiro
reto
retor
retord
retords
retort
retorted
retorting
retorts
retrace
retracto
retracts
retrain
retrained
retraining
retrait
retratable
retread
retreats
retreta
retrict
retriction
retrievals
retriever
retrieves
retril
retrival
retro
rets
retten
retting
rettore
retuning
returne
returnee
returnid
returnin
reubenite
reue
reuen
reuiring
reuse
reused
reuses
reusin
reut
reute
revealer
reveals
reveiver
revel
revelations
reveled
revelled
revels
revende
revendue
revenged
revenger
revenges
revente
revenu
revenues
revenus
rever
reveral
reverb
revere
revered
reverenced
reverences
reverencing
reverente
reveres
reverie
revering
revers
reversa
reversai
reversals
reversar
reversas
reverser
reverses
reversez
reverso
reverted
reverting
reverts
revery
revew
revewed
revews
reviens
revier
reviewer
reviewern
revile
reviled
revins
revire
revirement
revise
revised
revisioni
revisions
revison
revives
revivez
revivre
revocations
revoie
revoit
revoker
revokes
revola
revole
revoler
revolte
revolting
revolts
revolut
revolutions
revolve
revolved
revolvers
revolves
revote
revved
rewarder
rewarding
rewind
rewire
reword
reworded
rewording
rewords
rezar
rezeption
rezins
rezo
rezon
rfcs
rfid
rgbe
rgid
rheins
rheum
rhino
rhode
rhone
rhum
rhume
rhymed
rhymes
rhythms
riad
rial
rials
rias
riba
ribbed
ribbing
ribbons
ribes
ribla
riblai
riblas
rible
ribles
riblon
rica
riced
ricer
rices
riche
richer
richest
ricing
rick
rickets
ricks
rico
ricompense
rida
ridage
ridas
ridded
ridding
riddled
riddles
ridera
rideras
ridere
ridez
ridged
ridges
ridging
ridi
rido
rids
riduce
ridule
rieb
riech
rief
riel
rien
riens
rient
ries
riese
riesen
riet
rife
rifer
riffe
riffle
riffles
rifla
riflas
rifled
rifler
riflez
rift
riga
rige
rigenerate
riges
rigged
riggs
righe
rightb
rigida
rigide
rigidi
rigido
rigo
rigs
rile
riled
riles
riling
rill
rills
rima
rime
riment
rimer
rimes
riming
rimmono
rimmons
rimo
rims
rince
rind
rinde
rinden
rinder
rindes
rinds
ringe
ringen
ringend
ringer
ringet
ringin
ringling
ringo
ringt
rink
rinks
rinne
rinsed
rinses
rinsing
rios
riota
riote
rioted
riots
ripa
ripen
ripent
riper
ripes
ripez
rippe
rippen
ripper
rippled
ripples
riprove
rips
rire
rires
risa
risc
rised
riser
risers
riserve
risest
risi
risking
risky
risme
riso
risolve
rispe
riss
risse
rissen
risses
rist
riste
rital
rite
rites
rito
ritt
ritten
riva
rivai
rivale
rivali
rivals
rivas
rive
riven
rivent
rivera
riveras
riversides
rives
riveta
rivets
riveur
rivez
riving
rivtechs
rixe
rixes
rizal
rlease
rleased
rleases
rleasing
rline
rmail
rnage
roach
roached
roaches
roaching
roadsides
roam
roaming
roams
roan
roans
roared
roars
roaster
roasts
roated
roating
roats
roba
robar
robas
robbe
robben
robbin
robbing
robed
rober
robez
robing
robins
roble
robles
robo
robons
robos
robotica
robotics
robotik
robre
robs
robt
robyn
roca
roce
roch
rocher
roches
rochet
rocked
rockers
rockes
rockier
rocky
rocs
roda
rodal
rodar
rodas
roden
rodeo
roder
rodes
rodez
rodin
rodio
rodo
roduce
roduced
roduces
roducing
roduction
roeg
roel
roer
roes
roete
roff
rofl
rogar
rogation
roge
rogne
rogues
rohe
rohes
rohling
rohr
roide
roil
roiled
roiling
roils
rois
rojal
rolar
rolde
roleo
rolex
rolla
rollar
rolle
rollen
rollend
rollier
rollin
rollins
rollo
rollos
rollst
rollt
roma
romain
romains
romana
romanced
romancer
romances
romancez
romanche
romand
romande
romane
romanes
romani
romano
romansh
romantica
romantici
romantico
romantics
romantik
romany
romea
romeo
romes
romo
romp
rompant
rompe
romped
rompes
roms
rond
ronde
ronds
ronge
ronges
rood
roods
roofed
rook
rooked
rooking
rooks
roomed
rooming
roomy
roost
roosted
roosts
rooter
rooting
ropa
roped
ropey
roping
ropy
roque
rorar
rorate
rort
rory
rosa
rosal
rosar
rosary
rosat
rosee
rosen
roser
roses
rosez
rosh
rosi
rosie
rosin
roso
ross
rosse
rost
rosten
rota
rotaie
rotal
rotante
rotar
rotatd
rotates
rotatin
rotatio
rotations
rotatios
rotats
rotc
rote
roten
roter
rotes
roth
rotin
rotions
roto
rotohr
rotore
rotors
rots
rotte
rotted
rottet
rotting
rotton
rotund
rotz
rouan
roue
roues
rouet
rouf
rouge
rouges
roughs
rougi
rouging
rouie
rouies
roule
rouler
roules
rounder
roundin
rouse
rouses
rousing
roust
rout
routa
routas
routed
routeing
routen
router
routet
routez
routie
routies
routin
routinen
routs
rove
rover
rovers
roves
rovina
rovine
rovini
rovino
rowan
rowe
rowing
rowling
roxy
roya
royale
royals
royans
rozar
rset
rsid
rsizing
rsource
rsources
rsub
rtcp
ruar
ruas
ruba
rubbers
rubbery
rubbishy
rube
rubel
ruben
rubes
rubi
rubiel
rubier
rubiest
rubin
rubins
rubis
ruble
rubles
rubo
rubs
rubys
ruches
ruck
rudders
ruddier
rudds
rude
ruder
rudes
rudo
rudy
rued
ruedo
ruent
ruer
rues
rufe
rufer
rufs
rufst
ruft
rufus
rugby
ruger
rugies
rugnurs
rugs
ruhe
ruht
ruid
ruile
ruiler
ruiles
ruina
ruinas
ruine
ruinen
ruiner
ruines
ruinez
ruing
ruining
ruions
ruiz
rula
rular
rulesets
rulest
rulings
rulo
rumah
rumble
rumor
rumore
rumori
rumours
rump
rumpel
rumpled
rums
runa
runas
runaways
rund
runde
runder
runen
runes
rung
runge
rungs
runned
runnel
runnels
runnier
runnings
runo
runt
runter
runtine
runts
runways
ruons
ruote
rupe
rupin
rupins
ruptura
ruptured
ruptures
ruputure
rurale
rurali
rusa
ruse
ruser
ruses
rushes
rushs
rusia
rusk
rusks
ruso
russ
russa
russai
russi
russians
rusted
rusting
rusts
rute
rutes
ruth
rutine
ruts
ryan
ryder
saab
saal
saar
saat
sabad
sabbat
sabbate
sabbathe
sabbats
saber
sable
sables
sabor
sabotaged
sabotages
sabotaje
sabotare
sabrai
saca
sacar
sacd
sach
sachs
sacke
sacked
sacking
saclar
sacle
sacled
sacles
sacling
saco
sacrai
sacre
sacrer
sacres
sacret
sacrez
sacrifica
sacrifici
sacrificiel
sacrifico
sacrifie
sacrifies
sacs
sadd
sadden
saddles
saddly
sadds
sadducee
sade
sades
sadist
sadr
sadrach
safes
safest
safir
safre
saft
saga
sagan
sagely
sagen
sager
sages
sagest
saget
sagge
sagger
sago
sags
sagt
sagte
saha
sahest
sahinar
saida
saie
saigner
sailin
sailings
sain
sainar
saine
saines
sains
sainte
saintes
saio
saiph
sais
saison
sait
saite
saka
sakai
saki
saks
sala
salab
salable
salada
salade
salado
salads
salage
salah
salai
salant
salar
salare
salari
salaria
salas
salat
salate
salaud
salaz
salbe
salbt
salbte
salce
salda
salde
salea
salem
salent
salep
saler
salesa
salez
sali
salice
salie
salies
salin
saline
salis
salit
salite
salivation
salk
salle
salles
sallow
sallum
sally
salme
salmo
salmone
salmoni
salmons
salo
salomon
salon
saloon
salope
salopes
salpe
salse
salta
saltation
salteo
salter
salti
salto
salton
salts
salty
salu
salud
salue
salues
salume
salure
salus
salut
saluta
salutations
saluted
salutes
saluti
saluto
saluts
salvaged
salvages
salvaje
salvare
salvate
salve
salved
salver
salves
salving
salz
salze
sama
samara
samarias
samarita
samaritan
samaritana
samaritano
samell
samen
sames
samey
sami
samle
sammel
sammle
samp
sampled
sampler
samplers
samplings
sampson
samsons
samt
samue
samuels
sana
sanai
sanare
sanas
sanate
sanctifie
sanctifier
sanctifies
sanctifiez
sanctity
sandal
sandale
sandales
sandali
sandalo
sande
sander
sandes
sandig
sandpaper
sandpipers
sandwhich
sandwicha
sandwiche
sandwichs
sandwitch
sandy
sane
sanely
saner
sanes
sanest
sanger
sangle
sango
sangs
sani
sank
sann
sano
sans
sant
santals
sanve
sanves
saoul
saouls
sapa
sapai
sapan
sape
sapent
saper
sapes
saph
saphan
saphat
sapin
sapine
saplings
sapo
sapper
sapphira
sapphires
sapping
saprai
saps
sapute
sara
sarahs
sarais
saran
sarao
sarape
saraph
saras
sare
sared
sarei
sarg
sari
sarid
saron
sarong
sars
sarti
sarting
sarts
sasa
sase
sasha
sasl
sass
sassions
sata
satana
satane
satang
satans
satay
sate
sated
satellise
satellit
satellited
satelliten
satellites
satelliti
sates
satest
satin
sating
satisfactions
satisfies
satistic
sato
satrap
satrape
satrapes
satrapi
satt
satte
sattus
satuls
saturations
saturdays
sature
satz
sauced
saucen
saucer
sauces
saucez
saucy
sauer
sauf
sauge
saule
saules
sauls
saum
saume
saumon
saunage
saune
saur
saurai
saure
saurien
sauriens
saurin
saurions
sausages
saut
saute
sauted
sauvage
sauve
sauves
sauz
savage
saveas
savegames
saver
savers
savest
saveur
savez
savi
savie
savio
saviors
saviours
savoir
savon
savors
savory
savoura
savoure
savours
savoury
savoy
sawed
sawest
sawing
sawmills
sawn
saxe
saxes
saya
saye
sayo
sband
sbat
sbire
scabs
scad
scade
scag
scala
scalai
scalare
scalars
scald
scalde
scalded
scalding
scalds
scaleo
scaler
scali
scalings
scalini
scalino
scalo
scalp
scalpe
scalped
scalpes
scalping
scalps
scalze
scam
scamp
scamps
scanda
scandai
scandale
scandali
scandalo
scandals
scandas
scander
scanne
scannen
scanners
scannt
scans
scanted
scanter
scanting
scants
scanty
scarcer
scares
scarfed
scarfs
scaring
scarne
scarp
scarpe
scarped
scarred
scars
scarse
scary
scat
scatch
scats
scatted
scatterei
scatters
scav
sceen
sceens
sceller
scema
sceme
scemes
scemi
scena
scenari
scenate
scence
scences
scende
scents
scepters
sceptred
sceptres
scese
schade
schaft
schafts
schale
schall
schallum
schalt
schammai
schan
schaphan
schaphat
schar
scharf
schealtiel
scheba
schebna
sched
scheda
schede
scheduler
schedulers
schekel
schela
schelomith
schemas
schemed
schemel
schemels
schemen
schemer
schemers
schemi
scheol
scheols
schere
scherma
scheue
schewa
schobal
schock
schocks
scholarships
schon
schone
schooting
schot
schrub
schua
schub
schur
sciant
scient
scientifica
scientifici
scientifico
scientiss
scientisst
scientiste
scientistes
scienze
scies
scissor
scold
scolo
scone
scones
scoops
scoot
scooting
scoots
scopa
scoped
scopes
scopi
scopie
scopo
scopre
scored
scorer
scorers
scorge
scorie
scories
scoring
scorns
scorpion
scorpione
scorpioni
scorpios
scorre
scorse
scorte
scorze
scot
scots
scott
scour
scourged
scourges
scouring
scours
scoute
scouted
scoutes
scow
scows
scram
scraped
scrapes
scrapper
scrapping
scraps
scratcha
scratche
scratchy
scream
screaming
screams
scree
screechy
screed
screeding
screem
screenings
screenshots
screma
scren
screns
screwdrivers
screwy
scribed
scribers
scribi
scrip
scripe
scrips
scripte
scriptes
scriptforges
scriptin
scritture
scrive
scroes
scrolla
scrollbars
scrolli
scrollino
scrollo
scrolls
scrollt
scrool
scrools
scrubs
scte
sctional
scud
scudo
scuff
scuffle
scull
scums
scupper
scure
scurf
scurry
scuttle
seabed
seach
seached
seaches
seaching
sealable
sealer
sealings
seaman
seamed
seaming
seams
seamy
sean
sear
searchb
searcher
searchers
searchest
searchings
seared
searing
sears
seasides
seater
seatin
seattle
seau
seba
sebam
sebas
sebe
sebna
sebum
seca
secano
secante
secar
sece
secenes
sech
sechs
seco
seconda
secondare
secondari
secondas
seconde
secondes
secondi
secondo
secondy
secons
secor
secoure
secreta
secretar
secrete
secretes
secreto
secretory
secta
secte
sectionals
sectionis
sectiont
sects
secu
secundary
secura
securer
secures
securid
secutor
secy
seda
sedal
sedate
sedated
sedating
sede
seder
sedere
seders
sedi
sedimente
sedimento
sediments
sedo
seeb
seeded
seeder
seeding
seedy
seein
seeings
seeming
seens
seep
seeped
seeping
seeps
seethe
seeting
sega
segar
segen
seger
segler
segmens
segmenta
segmentas
segmente
segmentes
segmenti
segmento
segnate
segnet
sehe
sehen
seher
sehers
sehest
sehet
sehnt
sehr
seht
seid
seide
seien
seiest
seife
seil
seile
seils
seime
sein
seine
seines
seing
seings
seins
seira
seirs
seis
seise
seist
seit
seite
seizes
seizing
seja
seje
sekel
sekels
sekret
sekt
sektion
sektor
sektors
sela
selber
selction
selctions
selctor
selctors
selecta
selectas
selecte
selecter
selectiva
selectivo
selecto
selectors
seled
selektion
selektive
selektor
selen
seleting
seletions
selfs
selid
sella
sellar
sellas
selle
sellera
sellers
selles
sellez
sellier
sello
sels
selvage
selve
selves
sema
semai
semant
semaphor
semaphored
semaphoren
semaphores
semas
seme
semen
sement
sements
semer
semes
semicolons
semiconductors
semid
semikolon
semina
seminai
seminal
seminare
seminars
seminary
semis
semite
semple
semples
sems
sena
senape
senario
senat
senates
senati
senato
senats
sence
senda
sendas
sende
senden
sendera
sendero
senders
sendet
sendin
sendos
sendung
sene
senf
seng
seni
seniora
seniors
senir
senke
senkt
senkte
senne
sennes
seno
sens
sensate
sensations
sensed
sensen
sensi
sensibel
sensibile
sensiblen
sensibles
sensibly
sensitise
sensitiv
sensitiva
sensitiver
sensitives
sensitivo
sensitize
senso
sensori
sensory
senta
sente
sentenced
sentente
sentenze
sentes
senti
sentible
sentience
sentine
sentinels
sentions
sento
seoir
seond
seonds
seor
seoul
sepal
sepals
separador
separante
separare
separaste
separat
separata
separaten
separater
separaters
separati
separatin
separations
separato
separatore
separatori
separiate
sepe
sepecially
sepend
sepharwaim
sepia
seps
sept
septa
sepulchers
sepulchred
sepulchres
sepulchure
sepulcre
sequenced
sequencer
sequencers
sequencs
sequenze
sera
serach
serah
serai
serail
serait
seram
serape
seras
serate
serbal
serbe
serbes
sere
sered
seren
serer
seres
serest
serf
serge
sergeants
sergent
sergents
seri
seria
seriale
seriali
serials
seriar
serices
serie
serien
seriez
serifs
serine
serines
serins
serions
serment
serments
serous
serpa
serpe
serpens
serpenta
serpentas
serpente
serpentes
serpenti
serpes
serra
serrant
serre
serrent
serrer
serres
sers
sert
serte
serties
serug
serums
serva
servait
serval
servano
servante
servantes
servar
servce
servced
servces
servcing
servent
servern
servest
serveur
serveurs
servez
servi
servible
serviced
servie
servies
servil
serviles
servili
servings
servir
servire
servis
servite
servived
serviving
servo
servos
sesam
sesera
sesh
seso
sessione
sessioni
sesson
sessons
seta
setal
setam
setar
sete
seths
seto
setole
sett
sette
setted
settee
setters
settin
settler
settles
setts
setups
setz
setze
setzling
seudo
seul
seuls
seurity
seveneh
sevens
seventeens
seventeenths
sevenths
sever
severa
severed
severer
severi
severn
severo
severs
sevice
sevices
sevrant
sevrer
seward
sewed
sewers
sews
sexe
sexed
sexes
sexing
sexo
sexting
sexuel
sexy
seyant
seyn
sfide
sfilo
sftp
sgold
shack
shacks
shad
shaded
shader
shadings
shadowy
shads
shady
shafted
shafting
shag
shage
shah
shaka
shaked
shaker
shakers
shaketh
shako
shakos
shaky
shalal
shale
shallot
shallows
shallun
shalmai
shalman
sham
shama
shamen
shamer
shames
shamin
shaming
shamlai
shamma
shammed
shams
shana
shane
shang
shank
shanks
shant
shapham
shaping
shapt
shar
sharak
shard
shards
shari
sharked
sharking
sharpe
sharped
sharpener
sharpens
sharper
sharpes
sharping
sharps
sharron
shars
shashak
shat
shatows
shatter
shattered
shattering
shaula
shaun
shaveh
shaven
shaver
shaves
shavings
shaw
shawl
shawn
shdow
shdowing
shdows
shea
sheal
shean
sheared
shearling
sheat
sheathe
sheaths
sheave
shebat
sheber
shebnah
shechaniah
shechems
sheds
sheen
sheena
sheeps
sheering
sheers
sheesh
sheetx
sheety
shelesh
sheller
shelling
shelly
shelomoth
shelp
shelters
shelves
shemaah
shemariah
sheme
shemed
shemer
shemes
shen
sheped
shepher
sherd
sheresh
shes
sheshan
sheth
sheva
shewing
shied
shieldin
shies
shifter
shiftin
shiftings
shill
shilled
shills
shilly
shiloah
shilonites
shim
shimea
shimeon
shimming
shimon
shimri
shims
shin
shinab
shiner
shiners
shingle
shinned
shinning
shinny
shins
shion
shipmen
shipments
shipped
shire
shires
shirk
shirks
shirr
shirred
shirring
shirted
shirting
shirts
shirty
shisha
shits
shitting
shitty
shlep
shlock
shmem
shoa
shoal
shobab
shobai
shocker
shod
shoed
shoeing
shoft
shogun
shold
shomer
shoo
shooed
shooing
shoon
shoos
shoota
shootas
shoote
shooter
shootes
shootings
shophan
shoping
shopped
shored
shores
shoring
shorn
shortages
shorted
shorten
shortend
shortended
shorting
shorts
shotguns
shoudered
shouter
shoutings
shouts
shove
shoved
shoves
shoving
showery
showfer
showier
showin
showings
showy
shrank
shred
shrew
shrews
shriek
shrieking
shrift
shrikes
shriner
shrines
shrinkin
shrinks
shrive
shriving
shrouds
shrove
shrug
shrugs
shrunk
shtick
shticks
shtop
shtopping
shtops
shuah
shual
shuas
shuck
shucked
shucking
shucks
shuffled
shuffler
shuffles
shuit
shuits
shula
shulammite
shun
shuni
shunning
shuns
shunta
shunte
shunter
shunts
shutdowns
shuts
shutters
shuttled
shuttles
shuttling
shyde
shyer
shyest
shying
sial
siam
sian
sias
siate
siberia
siberiana
siberiano
sibling
sich
sicht
sicking
sickles
sickly
sicks
sicle
siclo
sics
sicure
sidebars
sidecars
sideral
sideshow
sidi
siding
sidle
sidled
sidles
sids
siebe
sied
siede
sieg
siega
siegel
siegen
sieger
sieges
siegt
siegte
sieh
siehe
sieht
siehts
sien
sience
siens
siepe
sierras
sierro
sierva
sies
siete
sieved
sieves
sieze
siezed
siezes
siezing
sift
sifted
sifter
sifters
sifting
sifts
sighed
sighs
sighth
sighths
sighting
sigilar
sigle
siglo
signa
signabl
signai
signais
signala
signalas
signale
signales
signaling
signar
signas
signatur
signatura
signaturen
signe
signent
signera
signers
signes
signets
signez
signifiance
signifiant
significano
significante
signifikant
signings
signle
signo
signor
signposts
sihons
sihor
sikh
silat
silber
silbo
silenced
silencer
silences
silente
silenti
silents
silfo
silice
siliently
silit
silks
silky
silla
sills
silos
silpas
silt
silted
silting
silts
silty
silvers
silvery
silves
sima
simbol
simei
simenon
simeons
simian
similari
simile
similor
simily
simmer
simoen
simona
simone
simons
simoun
simpel
simpler
simples
simplet
simplex
simplifie
simplifier
simplifies
simplifiez
simron
sims
simson
simuate
simuation
simuations
simulante
simular
simulare
simularity
simulaste
simulata
simulated
simulater
simulates
simulati
simulatin
simulations
simulato
simule
simuliate
sina
sinar
sinc
sind
sindrome
sinds
sinew
singa
singal
singar
singe
singea
singeas
singed
singeing
singel
singen
singera
singeras
singes
singet
singez
singh
singled
singles
singling
singls
singly
singole
sings
singt
sinh
sinker
sinkers
sinkiang
sinks
sinkt
sinn
sinne
sinnen
sinnes
sinnet
sino
sinon
sinse
sinter
sinus
sion
siped
sipes
siph
siphon
sipped
sipping
sips
sira
sirah
sired
siren
sires
sirex
siria
siriana
siriano
sirians
sirichanas
siring
siringe
sirion
sirle
siro
sirte
siru
sirup
sisas
sise
sisear
siseras
sisero
sises
sisser
sissers
sist
sistre
sists
sita
sitae
sitar
sitars
sited
siti
siting
sito
sitte
sitten
sitter
sitters
sittim
sittin
sittings
situa
situatin
situe
situes
situi
situo
situs
sitz
sitze
sitzes
sium
sive
sived
sives
siving
sixes
sixte
sixteens
sixtes
sixths
sizer
skalar
skandal
skandals
skat
skate
skated
skates
skating
skeet
skein
skeins
skelter
skep
skeps
sketchy
sketck
skewed
skewer
skewing
skewp
skews
skey
skia
skias
skib
skids
skie
skied
skier
skiers
skiez
skif
skiff
skilful
skilfully
skillet
skillfull
skim
skimming
skimp
skimped
skimping
skims
skink
skinks
skinned
skinner
skinning
skions
skipp
skipper
skips
skipt
skis
skit
skits
sklave
skopped
skript
skripting
skripts
skua
skulk
skulls
skunk
skye
skying
skys
slacked
slacking
slacks
slags
slake
slaked
slakes
slaking
slam
slams
slanders
slang
slants
slapped
slapping
slaps
slashed
slashing
slat
slated
slater
slates
slating
slats
slatted
slaughterer
slaughters
slav
slaved
slaver
slavers
slaving
slavs
slaw
slayers
slaying
slayings
slays
slection
slections
slector
slectors
sled
sledge
sleds
sleek
sleeker
sleeking
sleeks
sleepers
sleepier
sleepin
sleeps
sleepy
sleet
sleeting
sleets
sleeved
sleeving
sleight
slewed
slews
sliced
slicer
slicers
slicing
slick
slicking
slickness
slicks
slid
sliders
slideshows
slier
slighted
slights
slily
slim
slimming
slims
slimv
slimy
slingers
slinging
slings
slink
slinking
slipper
slippers
slite
slits
slitted
slitting
sliver
sloan
slob
slobs
sloe
sloes
slog
sloga
slogai
slogano
slogans
slogs
sloop
slooth
slop
sloped
slopped
slopping
slops
slosh
sloth
sloths
slowing
slows
slue
sluggards
slugs
sluice
sluices
sluing
slum
slumbers
slummer
slump
slums
slung
slunk
slur
slush
slut
sluts
slyer
slyest
smack
smacked
smacking
smacks
smala
smalls
smalt
smape
smarm
smarted
smarter
smarting
smarts
smasha
smashe
smasher
smashes
smashez
smashs
smatter
smattered
smattering
smearing
smears
smelly
smelt
smelter
smeltin
smelts
smiled
smiles
smiley
smiling
smille
smiller
smilze
smise
smit
smites
smiths
smock
smocked
smocking
smocks
smokers
smokery
smokes
smokey
smokier
smokin
smokings
smoky
smolder
smoldering
smooch
smooching
smoothin
smooths
smoothy
smorte
smoulder
smouldered
smoulders
smpt
smpte
smudge
smug
smuggest
smut
snacked
snacking
snag
snailed
snailing
snaked
snaking
snaky
snaps
snapshots
snarf
snarfed
snarfs
snaring
snark
snarks
snarl
snarled
snarling
snarls
snead
sneaker
sneakers
sneaking
sneaks
sneaky
sneer
sneering
sneers
snell
snick
snide
snider
sniff
snip
sniped
sniper
snipes
snipped
snippets
snipping
snips
snit
snitch
snitched
snitches
snitching
snits
snivel
snob
snober
snoda
snog
snook
snoop
snoot
snoots
snooty
snore
snored
snores
snoring
snort
snorted
snorting
snorts
snot
snots
snout
snouted
snouts
snowed
snowing
snows
snub
snuck
snuff
snuffer
snuffers
snuffle
snuggest
snuggling
snugs
snuke
snumber
snummer
snur
soak
soaking
soaks
soaped
soaps
soapy
soar
soared
soaring
soars
soave
soba
sobal
sobar
sobel
sobeo
sobers
sobo
sobre
sobs
soca
socia
sociale
sociali
socials
sock
socked
sockel
socken
socking
socle
socles
soco
socred
socs
sodas
sodden
sode
sodi
sodo
sodoms
sodomy
sods
sodu
soeur
soever
sofas
soffer
soffice
sofia
softare
softer
softwares
softy
soga
sogar
sohle
sohn
sohne
sohns
soho
soia
soie
soies
soif
soigner
soiled
soiling
soils
soin
soins
soir
soirs
sois
soit
soja
soko
sola
solai
solare
solaria
solarisa
solarise
solaz
solco
solda
soldar
solde
soldent
soldera
solderin
solders
soldes
soldeur
soldez
soldi
soldiering
soldiez
soldner
soldo
solea
solear
soled
solemne
solen
soleo
soler
solex
solf
solfa
solfer
solfier
soli
solida
solidary
solide
solider
solides
solidi
solido
solin
soling
solio
solis
solitare
solitari
solive
soll
sollar
solle
sollen
sollo
solls
soloing
solomo
solomons
solon
solos
sols
soltar
solubile
solubles
solute
solvant
solved
solvente
solventi
solvents
solvern
solvers
solves
soma
somber
somebodys
someones
somes
somethin
somethings
sometiles
sometime
somewhats
somite
somme
sommer
somo
sonar
sonate
sonda
sonder
songe
songer
songes
sonn
sonner
sonny
sono
sonos
sonst
sont
sony
sooft
sooit
sooo
soop
sooth
soothing
soothsayer
sopa
sopar
sopear
sophisticate
sophisticates
soplar
soplo
sopped
sopping
sops
sora
sorb
sorbe
sorber
sorbs
sorce
sorced
sorces
sorcing
sorda
sorde
sorek
sorely
sorer
sores
sorge
sorgt
soro
sorom
soromids
soros
sorra
sors
sorse
sorta
sorte
sortear
sorten
sorteo
sortera
sortero
sorters
sortes
sortez
sorti
sortied
sortier
sortin
sortir
sortis
sorto
sory
sosa
sosar
sosera
soses
soso
sota
sotar
sote
sotil
soto
sotol
sotole
sotred
sotring
sotry
sots
souda
soudent
souder
soudier
soudiers
soue
soues
souffle
sough
soughs
souk
souks
sould
sounder
soundex
soundin
soundings
soundso
soupa
soupe
souper
soups
soupy
sourcd
sourcde
sourced
sourcs
sourcse
sourd
sourde
sourdes
sourds
soure
souri
sourie
souries
sours
sourt
sous
souse
souses
sout
soute
southbays
southeasts
southerns
souths
southwards
southwests
souvent
sovereigns
soviel
soviets
sowas
sowe
sower
sowers
sowing
soya
soyer
sozial
spacers
spaceships
spacey
spacial
spacier
spacific
spacifically
spacifications
spacifier
spacings
spacy
spada
spaded
spading
spahn
spall
spalling
spalt
spamd
spams
spande
spanier
spanisch
spank
spanker
spanne
spanned
spannen
spanners
spannet
spanning
spans
spanse
spara
sparai
sparate
sparc
sparce
sparen
sparend
sparer
spares
sparge
spari
sparing
sparite
sparked
sparking
sparkline
sparks
sparo
sparred
sparrows
spars
sparsa
sparser
sparsi
sparso
spart
sparte
sparts
spas
spasme
spasmi
spasms
spass
spat
spate
spates
spatiale
spats
spatted
spatter
spattered
spattering
spawner
spawns
spay
spayed
spaying
spays
speace
speaces
spead
speading
speads
speakin
speared
spearing
speciale
speciali
specialiced
specialise
specialised
specialises
specialism
specialitzed
specialize
specializes
speciallized
specials
specialty
specie
specifi
specifica
specifich
specifici
specifico
specifics
specifiers
specifix
specifyin
specimens
speck
specked
specking
speckle
speckles
specks
specs
spectacle
spectacles
spectra
spectrale
spectrometers
spectroscope
spectrums
speculativi
speculativo
sped
speeding
speeds
speedy
speep
speer
speere
speers
speex
speis
speit
spekes
spektral
spektrometer
spektrum
spekulative
spella
spellchecks
speller
spelli
spellin
spellings
spellino
spello
spells
spelt
spelter
spence
spencers
spende
spender
spendin
spendo
spends
spenge
spense
spenser
spenta
spente
spenti
spento
spera
spere
speres
speri
sperling
sperma
sperme
sperms
spero
sperr
sperse
spew
spewed
spewing
spezial
spezialist
spezies
spheres
spia
spiace
spiare
spica
spicce
spiced
spicing
spick
spicked
spicy
spid
spidery
spie
spiedi
spiedo
spiel
spiels
spii
spiky
spile
spilla
spille
spilled
spilli
spilling
spillo
spills
spilt
spina
spinale
spinali
spinals
spinat
spind
spindel
spindled
spindles
spindly
spined
spinel
spines
spinet
spinge
spining
spinne
spinner
spinners
spins
spinse
spinte
spinule
spinx
spiny
spio
spion
spione
spira
spirai
spirala
spirale
spirali
spirals
spire
spires
spiri
spirite
spirites
spiriti
spirito
spirituale
spirituali
spirituals
spirituel
spite
spited
spites
spits
spitted
spitting
spitz
spixs
splashy
splat
splats
splatting
splay
splaying
splendi
splendida
splendide
splendidi
splendido
splet
splice
splices
splined
splines
splint
splinting
splints
splite
splitt
splittings
spock
spoiler
spoilt
spoked
spokes
spokesmen
spole
sponde
sponged
sponger
sponges
spongy
spoof
spoofs
spook
spooks
spooled
spools
spoor
spoors
spore
spored
sporen
sporge
sporing
sporn
sporse
sporta
sporte
sported
sporti
sporto
sporty
spose
spott
spotte
spotten
spottend
spotter
spottet
spotting
spout
spouted
spouting
spouts
sppose
sprain
sprang
sprat
sprays
spreadin
spreadings
sprech
spreed
spreme
spreng
sprig
sprigs
sprin
springe
springin
springst
springt
springy
sprinkler
sprinkles
sprint
sprinte
sprinting
sprints
sprites
spritz
spritze
spruced
sprucer
spruces
spruch
spruche
sprue
sprungs
spry
spuck
spud
spue
spuk
spuken
spun
spund
spunge
spunk
spurge
spurn
spurname
spurs
spurt
spurting
spurts
sputter
spying
sqrt
squab
squadre
squads
squale
squales
squame
squames
squarer
squarest
squashy
squat
squaw
squeezed
squeezer
squeezes
squid
squire
squired
squires
squirre
squirrels
squish
squre
squred
sratch
srawn
srtp
ssabotage
ssave
ssid
ssim
ssso
staat
staate
staates
staats
stabe
stabes
stabile
stabilita
stabilite
stabiliti
stabilito
stabled
stabler
stables
stabling
stabs
stabw
stach
staci
stacker
stacte
stacy
stade
stades
stadio
stadion
stadiums
stadt
stael
staffa
staffe
staffs
stag
staged
staggers
staging
stagne
stagner
stagnes
stags
stahl
stai
staia
staid
stains
staio
stair
staircases
staked
stakes
staking
staled
staler
stales
stalin
staling
stalked
stalking
stalla
stalle
stalles
stalling
stamm
stampa
stampe
stampede
stampeed
stampi
stampings
stampino
stampo
stan
stana
stanch
standbys
stande
standet
standings
stando
standy
stange
stani
stank
stano
stante
stap
stapes
staple
stapling
staps
starai
starb
starched
starches
starching
starchy
starci
starcks
stared
starei
stares
starets
starie
staring
starke
starker
starle
starlet
starlings
starne
starr
starre
starred
starrer
starring
starrt
starsi
starte
starten
startend
starters
startet
starti
startled
startling
startups
starve
starved
starves
starving
stase
stash
stashed
stashing
stasi
stata
staten
stater
stati
statica
statice
statici
statico
statics
statif
statik
stating
stationen
stationer
stationery
statisti
statistica
statistico
statistik
stativ
stato
statt
statu
statua
statuas
statuen
statuer
statues
statuez
statuions
statuons
statur
statura
statures
statuse
statuses
statut
statuti
statuto
statuts
statutses
stau
staub
staut
stave
staved
staving
stayer
stayin
stdeva
stdevp
stdio
steads
steaks
steals
steaming
steams
steamy
stechen
steck
stedfast
stedfastly
steed
steeds
steele
steeling
steels
steely
steeped
steeper
steeping
steeps
steers
steg
steh
stehen
steife
steil
stein
stell
stella
stemm
stemms
stencils
stent
stephan
stephens
steppe
steppen
stepper
steppes
sterco
stereos
sterilised
sterilize
sterilizer
sterilizes
sterling
sterna
sterne
sterni
sterno
sterns
sterpo
sterzo
stetches
stetching
steter
stets
steuer
steve
steven
stewards
stewart
stewed
stewing
stews
stgb
stia
stiate
stich
sticken
stickig
stief
stieg
stiege
stiel
stier
sties
stiffs
stift
stifts
stil
stile
stiles
stili
stilla
stille
stilled
stilli
stillo
stills
stillt
stilo
stils
stilt
stime
stimulas
stimulate
stimulations
stimules
stine
stinge
stinger
stingers
stingi
stinging
stingo
stings
stingy
stinking
stinks
stinkt
stinky
stint
stints
stip
stipe
stipulation
stira
stirb
stiri
stirling
stirn
stiro
stirpe
stirps
stirrer
stirrings
stitched
stitches
stitchin
stive
stoat
stoats
stob
stocka
stockas
stocke
stocked
stockes
stocking
stocky
stoff
stoke
stoked
stoker
stokes
stoking
stol
stola
stoles
stolid
stollen
stolon
stolz
stolze
stolzen
stomaca
stomachi
stomachs
stomaci
stomaco
stomp
stomped
stomping
stomps
stona
stoner
stoners
stonest
stoney
stoni
stoning
stono
stony
stools
stoop
stooped
stooping
stoops
stope
stopes
stoping
stopp
stoppe
stoppel
stoppen
stopper
stoppes
stoppez
stoppini
stoppino
storages
storange
storce
storch
storeis
storeys
storie
storied
storks
stormed
stormi
storming
stormo
storms
storte
stoves
stow
stowage
stowe
stowed
stowing
stows
strack
stracks
strafe
straff
straft
strage
straggle
straightaway
straights
strained
strainers
strains
straits
strake
strakes
stram
straming
strams
stran
strana
stranding
strands
strane
strang
strangest
strangle
strangler
stranglers
strangly
strani
strano
strapped
strapping
stras
strass
strate
stratega
stratege
strategia
strategica
strategici
strategico
strategie
strategien
strates
strati
stratus
straws
strayed
straying
strays
stready
streaking
streaks
streaky
streamed
streamin
strebet
strebt
strech
strecken
streich
streife
streik
streit
streits
strema
strems
streng
strenge
strenger
strengthens
strengths
strep
streses
stressa
stresse
stretcher
stretchers
stretchin
stretchy
streut
strew
strewed
strews
strg
stria
striait
strias
strich
strichen
strick
stricke
stricte
stricts
stricture
strictures
stride
strides
striding
strie
stries
strifes
strige
striken
striker
strikers
strikings
strikt
strikte
striktes
strine
stringa
stringe
stringer
stringers
stringi
stringing
stringo
stringy
striping
stripling
strippe
stripper
strippes
strippez
stript
stripted
stripting
stripts
stritt
strived
striven
strives
strivings
strix
strlen
strobe
strobes
strode
stroe
stroes
strofe
stroing
stroked
stroking
stroll
strolling
strom
strome
stromes
strongle
strop
stropped
stropping
strops
stroy
strt
structura
structurai
structurale
structurals
structuras
structurel
structurels
structurer
structurez
strugge
struggled
struggles
strum
strung
struts
strutture
stting
sttings
stuart
stuarts
stuation
stuations
stubbly
stube
stubs
stuc
stucs
studente
studenti
studi
studia
studie
studied
studien
studino
studios
studium
studly
studs
stufa
stufe
stuffs
stuffy
stufi
stufo
stuft
stumbler
stumbles
stumm
stummer
stumped
stumpf
stumping
stumps
stumpy
stun
stung
stunk
stunt
stunting
stup
stupida
stupide
stupidi
stupido
stupids
stupii
stups
stur
sturgeon
sturm
stute
stutter
stye
styes
stying
styla
stylas
styled
styler
stylet
stylets
stylez
styli
stylo
stylos
stylus
styria
styrian
suable
suach
suage
suages
suah
suait
suant
suas
suave
suaves
subaccount
subdues
suber
subfolder
subforms
subforo
subi
subit
subite
subits
subj
subjekt
subjekts
subkeys
sublet
submarina
submariner
submarines
submarino
submenus
submissions
submits
submitter
subordinante
subordinare
subordinaste
subordinata
subordinated
subordinates
subordinati
subordinato
subordiniate
subprozess
subroutinen
subroutines
subs
subscribed
subscribers
subscribes
subscribir
subscripta
subscriptions
subscripto
subscripts
subsection
subsets
substancial
substantiel
substitle
substitue
substitut
substituta
substituted
substitutes
substitutin
substitutions
substituto
substituts
substrat
substrata
substrati
substrato
substrats
substrings
subsystems
subtile
subtiles
subtitled
subtracts
subtyp
subtypes
suburb
subvenu
succede
succeeed
successa
successe
successi
successione
successioni
successions
successo
successore
successori
successors
successtion
succion
suce
sucent
sucer
sucessor
suche
sucht
suckle
suckling
sucks
suco
sucre
sucrets
sucs
suctions
sucu
suda
sudar
sude
sudi
sudio
sudor
suds
sued
suent
suer
sues
suet
suez
sufferer
sufferin
suffi
sufficed
suffices
sufficiente
sufficienti
suffie
suffire
suffis
suffise
suffit
suffixa
suffixe
sugars
sugary
suggester
suggestiona
suggestione
suggestioni
suggestiono
suggets
sugo
suicida
suicider
suicides
suicidez
suicidi
suido
suie
suies
suif
suife
suifer
suiffer
suing
suint
suinte
suis
suita
suitably
suiten
suites
suive
sulk
sulking
sully
sulphurs
suma
sumar
sumaria
summ
summar
summe
summed
summen
summers
summery
summex
summits
summoner
summons
summonsed
summt
sumner
sumo
sump
sumps
sumsq
sumter
sumx
sund
sunda
sundae
sundas
sundays
sunder
sundry
sung
suni
sunit
sunlights
sunna
sunned
sunni
sunning
sunrises
suns
sunsets
suoer
suol
suole
suolo
suon
suons
suore
supe
supera
superba
superbe
superbi
superblocks
superbo
superi
superiora
superiore
superiori
superiors
supermarkets
supermarkt
supero
supers
superscripts
superviser
supervisione
supervisions
supervisors
suph
supin
supine
supp
suppe
supped
suppen
suppers
supple
supplementari
supplements
suppler
supplias
supplices
supplie
suppliera
supplieras
suppliez
supplire
suppone
supporta
supportas
supporte
supporter
supportera
supporteras
supportes
supportet
supportez
supporti
supporto
supposa
supposer
supposes
supposez
supposte
supposted
suppresses
suppressin
suppressions
suprema
supremi
supremo
suprior
sups
sura
surah
surchargea
surcharged
surcharger
surcharges
surchargez
surer
sures
suret
surf
surfaced
surfacer
surfacez
surfe
surfer
surfers
surged
surgeons
surges
surgi
surgie
suri
surie
suries
suriname
surine
surious
suriously
surit
surjection
surley
surly
surnage
surnages
surnamed
surplis
surpression
surprime
surpris
surprises
surprisse
surr
surrenders
surrey
surreys
surroundin
surrounds
surs
surveillances
surveillante
surviced
survie
survire
survivals
survives
survivez
survivons
survivre
susceptibles
suscription
suse
susera
suso
suspecta
suspecte
suspecter
suspectes
suspectez
suspecto
suspects
suspekt
suspende
suspender
suspendes
suspendez
suspends
suspendu
suspens
suspensions
suspicions
suss
sussions
sustains
sutable
sute
suttle
sutura
sutured
suturer
sutures
suturez
suyo
svelter
sven
swab
swabs
swaddle
swaddled
swag
swage
swagger
swain
swallows
swam
swami
swamis
swamped
swamping
swampy
swank
swans
swapping
swaps
sward
swards
swarf
swas
swash
swashed
swashing
swat
swatches
swath
swats
swatter
swattered
swattering
swayed
swaying
sways
swearing
sweated
sweating
sweats
sweaty
swee
sweeper
sweeping
sweeps
sweets
sweety
sweller
swellings
swells
swelter
swerve
swerved
swerves
swerving
swiched
swie
swifts
swig
swigging
swigs
swill
swilled
swilling
swills
swims
swindle
swines
swinger
swingers
swiped
swipes
swirls
swirly
swisch
swish
switcher
switchin
switcht
swivels
swivet
swoon
swoons
swoop
swop
swopped
swopping
swops
swot
swum
swung
sycamores
sycomore
syene
sykes
sylve
symbole
symboles
symeon
symlinks
symmetrie
symptom
symptome
synagoge
synch
synchronie
synchronisation
synchronise
synchronizations
synchronized
synchronizes
syncs
syndrom
syndromes
syntaxe
syntheses
synthesise
synthetics
syriac
syrien
syriens
syringed
syringes
syringing
syrups
syrupy
systemd
systeme
systemv
szenario
szenarios
szene
taanath
taba
tabacco
tabal
tabar
tabe
tabes
tabi
tabla
tablas
tabled
tablent
tableo
tabler
tableta
tablett
tablez
tablle
tabo
taboo
tabora
tabou
tabret
tabrets
tabu
tabular
tabule
tabules
tabus
tacar
tace
tacher
taches
taci
tack
tacked
tacking
tacks
tacle
taclent
tacles
tact
tactic
tadle
tads
tael
taenia
tafia
tage
tagen
tages
taggen
tagt
tagus
taha
tahan
tahat
tahr
taie
taies
tailing
tailors
tain
taina
taine
tained
taiping
taire
tais
tait
tajar
taked
takeovers
takers
takest
takin
takings
taks
takt
takte
takten
tala
talai
talant
talar
talas
talc
talcs
taled
talente
talenten
talenti
talento
taler
taleth
talez
talg
tali
talion
talker
talketh
talkin
talla
tallai
talle
tallent
talles
tallinn
tallins
tallo
tally
talma
talmais
talmons
talo
talon
talpe
tals
talus
tamable
tamal
tamara
tambor
tame
tamed
tamer
tames
tami
tamia
tamil
taming
tamp
tamper
tampered
tamping
tamra
tams
tana
tanagers
tancent
tancer
tand
tanda
tane
tang
tanga
tangens
tangente
tangenti
tangents
tangs
tangue
tanguent
tangues
tanh
tanin
tanisa
tanked
tanken
tankers
tanking
tankst
tankt
tanna
tanne
tannent
tanner
tannes
tannin
tanor
tans
tant
tanta
tante
tantes
tanya
tanz
tanza
taon
tapa
tapager
tapar
taped
tapent
tapera
tapers
tapes
tapeur
tapez
tapfer
tapi
tapia
tapie
taping
tapir
tappe
tapped
tappino
tappuach
taps
tara
tarah
tarait
tarant
taray
tard
tarde
tarder
tardy
tare
tared
tarent
tarer
tares
taret
targe
targest
tari
taries
tarif
tarifa
tarife
tariffa
tariffe
tariffs
tarifs
tarim
tarin
taring
tarit
taro
tarp
tarps
tarred
tarrier
tarries
tarro
tars
tarses
tarsis
tart
tarte
tartes
tasa
tasar
taser
tasi
tasia
tasked
tasking
tass
tasse
tasses
tast
tasta
tasten
tastend
taster
tasters
tastet
tasti
tastino
tasto
tatar
tate
taten
tats
tatted
tatting
tatty
tatum
taub
taube
taubes
taucht
taud
taue
tauen
taues
taugt
taule
taules
taupe
taut
taux
taveled
taveling
taveller
tavelling
taverna
taverne
tavernes
tawk
tawney
taxa
taxables
taxai
taxas
taxations
taxe
taxed
taxent
taxer
taxez
taxie
taxies
taxing
taxis
taxtable
taylor
tazar
tdist
teachest
teachin
teak
teaks
teals
teame
teamed
teaming
teary
teas
teasing
teat
teather
teathers
teats
tebach
tebah
tebeth
teca
technicall
technicien
techniciens
technologie
technologien
techo
techs
teck
teda
tedder
teed
teem
teemed
teems
teen
teens
teer
tees
teeter
teeters
teethe
teich
teiches
teil
teile
teiles
teilet
teils
teilt
teins
teint
teints
teja
tejar
tekoah
tekoas
teks
tela
telach
telah
telar
tele
telephoned
telephones
telephony
teleported
telescoped
telescopes
telescopi
telescopio
televisione
televisions
teli
telle
telles
tellina
telo
tels
tema
temah
temano
temas
teme
temer
temmporary
temo
temor
temp
tempate
tempe
temped
tempel
tempels
tempera
temperatur
temperatura
temperaturen
tempere
temperi
tempero
tempers
tempes
tempesta
tempeste
tempests
tempi
tempie
tempio
templa
templer
templete
templo
temporale
temporali
temporaly
temporarly
temporel
temporil
tempos
temprary
temprate
tempre
tempro
temps
temptations
tempter
tempts
tena
tenais
tenait
tenante
tenantes
tenda
tendant
tende
tended
tendel
tendera
tendere
tendero
tenders
tendes
tendeur
tendez
tendis
tendo
tendons
tendre
tends
tendu
tener
tenet
tenets
tengue
tenia
tenions
tenir
tenis
tennant
tennants
tenne
tenner
tenni
tenon
tenore
tenori
tenors
tensa
tense
tenser
tensino
tensione
tensioni
tensions
tenso
tenson
tensor
tenta
tentacle
tentacled
tentacules
tentant
tentants
tentas
tente
tented
tenter
tentes
tenti
tenting
tento
tentons
tenture
tenu
tenus
teoria
tepe
tera
terach
terain
terains
terbine
teres
teri
termal
termas
terme
termes
termina
terminai
terminais
terminale
terminales
terminali
terminante
terminar
terminare
terminas
terminaste
terminata
terminater
terminates
terminati
terminatin
terminations
terminato
terminiate
terminote
termo
termos
terna
terne
terni
ternis
terno
terns
tero
terr
terraced
terraces
terrage
terrai
terrais
terrait
terraje
terran
terrance
terrapin
terrapins
terrent
terrer
terrestrials
terribile
terribles
terriblez
terrifie
terrifier
terrifies
terrifiez
terrir
territoires
territori
territoriale
territorials
territorien
terroir
terroirs
terrons
terrore
terrori
terrorisa
terrorise
terrorisme
terrorismo
terrorista
terroriste
terroristi
terrorists
terry
terz
tesa
tesar
tese
tesi
tesis
teso
tess
tessile
testa
testaient
testamenti
testamento
testaments
testar
testas
teste
testen
testera
testeras
testero
testes
testet
testeur
testeurs
testez
testi
testier
testifies
testily
testimone
testimoni
testina
testine
testings
testis
testo
testung
testy
teta
tetar
teth
tetons
texan
texas
texes
texi
textbooks
texte
texted
textes
textil
textiler
textiles
texting
texto
textuel
textur
textura
textural
textured
texturen
texturer
textures
texturez
teya
thad
thair
thairs
thais
thales
thamar
thames
thanh
thanking
thanksgivings
thant
thar
tharshish
thasnk
thats
thaught
thaw
thay
thea
theater
theatres
thebes
thees
thefts
thei
theim
theiv
theke
thema
themas
themen
themse
theora
theorems
ther
thera
theread
thereads
thereat
thered
theres
theri
thermale
thermals
thermes
thermometers
theron
thes
theses
thess
thessalonich
thet
thether
theyd
theyr
theyre
thiank
thicken
thicker
thickest
thickets
thickset
thieu
thieve
thieved
thighs
thight
thik
thiner
thinkg
thinkgs
thinkin
thinning
thins
thirds
thirsts
thirteens
thirteenths
thirtieths
thise
thistles
thoated
thoese
thome
thon
thong
thongs
thons
thoose
thor
thora
thorny
thoron
thorough
thorwn
thos
thoth
thoughs
thougt
thous
thowing
thown
thows
thrace
thraces
thraded
thrading
thrash
thrashing
thre
threader
threah
threated
threatenin
threatenings
threes
threescores
threre
thresh
threshingfloors
thrip
thrips
throats
throaty
throb
throbs
throe
throes
thron
thronen
throng
throngs
throns
thront
thronte
throtte
throtted
throttled
throttles
throughly
throughput
throught
throve
throwin
thru
thrusts
thse
thud
thuds
thug
thught
thugs
thuis
thump
thumps
thun
thunderings
thundery
thune
thunk
thunks
thur
thurions
thurs
thursagans
thursdays
thym
thyme
tian
tiare
tibe
tiber
tibor
ticked
ticken
tickers
tickler
tickt
ticky
tics
tided
tides
tiding
tief
tieing
tiempo
tiems
tien
tiens
tient
tier
tiere
tiered
ties
tifa
tiffe
tiffs
tifo
tifs
tifus
tige
tigers
tiges
tights
tigre
tigrer
tike
tikes
tila
tilden
tildes
tiled
tiler
tilers
tilesets
tilge
tilgt
tiling
tilla
tille
tilles
tilling
tillo
tills
tilo
tilts
timar
timbers
timbre
timbrer
timelines
timeouts
timeput
timers
timestanps
timet
timetabled
timetables
timex
timezones
timid
timin
timings
timming
timna
timnat
timnath
timo
timol
timon
timore
timori
timour
timu
timur
tina
tinder
tine
tines
ting
tings
tini
tinker
tinning
tinny
tino
tins
tint
tints
tinv
tion
tipa
tipe
tipi
tipis
tiple
tipled
tiples
tipling
tipo
tipp
tippe
tippen
tippend
tipper
tippled
tippling
tipps
tipsy
tira
tirade
tirait
tirant
tirer
tires
tiret
tirez
tiri
tiring
tiro
tirs
tirte
tirza
tise
tiser
tises
tisse
tissu
tissues
tissure
tissus
tiste
tita
titel
titels
titer
tithed
titi
titled
tito
titre
titres
tits
tittle
tittles
tkip
tlsv
tmax
toad
toady
toar
toasta
toaste
toasted
toastes
toasting
toasts
toasty
toba
tobaccos
tobe
toben
tobens
tobia
tobijah
tobst
toby
toca
tocard
toco
tocs
toda
todays
todd
toddy
tode
todes
todo
toeing
toen
toesa
tofo
toga
togather
togato
toge
toges
togo
togs
tohu
toila
toile
toiled
toilent
toiler
toiles
toilets
toilez
toils
toit
toiture
tojal
tojo
tokay
toke
toked
tokes
toking
tolad
tolas
tolda
toldo
tole
tolerances
tolerante
tolerated
tolerates
tolet
tolga
tolla
tolle
tollerate
tolling
tollo
tolls
tolo
tolta
tolu
tolva
toma
tomado
tomar
tomas
tomate
tomatos
tomba
tombas
tombe
tomber
tombes
tome
toment
tomer
tomes
tomo
tomorrows
toms
tona
tonal
tonals
tond
tonde
tondes
tonds
tondue
tondues
toned
tonel
tonen
toner
tones
tong
tonga
tongo
tongued
toni
tonia
tonic
tonics
tonie
tonies
toning
tonna
tonnas
tonnen
tonner
tonnez
tonni
tonno
tono
tons
tonte
tontes
tonture
tonus
tony
tookit
toolsmiths
toolsmithy
tooltipp
tooltipps
toon
tooo
toot
tooted
tooths
toothy
toots
topa
topai
topar
topas
topaze
topazi
tope
toper
topes
topez
topf
tophet
topi
topical
topically
topil
topo
topped
topping
topsy
toque
tora
torace
torah
toral
torca
torce
torcha
torchas
torche
torched
torcher
torchez
torchi
torching
torchis
torcho
torco
tord
torde
tordent
tordue
toren
toreo
tores
torf
torg
tori
toric
tories
toril
torique
tormenta
tormente
tormenti
tormento
torments
torna
torne
torni
torno
toro
toron
torough
toroughly
torpe
torpedeo
torpedos
torpido
torqued
torques
torr
torre
torrens
torrente
torrenti
torrents
tors
torse
torsione
torsioni
torsions
tort
torte
tortore
tortue
tortura
tortured
torturer
tortures
torturez
torturi
torturo
torus
torve
torx
tory
tosa
tosato
tose
tosen
toser
tosi
toso
tosse
tosser
tosses
tost
toste
totale
totales
totali
tote
toted
toten
toter
totes
toting
toto
totp
tots
toua
touas
toucha
touchas
touche
toucher
touchers
touchez
touchings
touchy
toue
touer
toues
toughs
tought
touque
tourch
tourd
tourisme
touriste
touristes
tourment
tournaient
tournaments
tous
tout
touting
touts
toux
tova
towed
towels
towin
towner
townes
tows
toxin
toyed
toying
toza
tozal
tozo
traal
trab
trabe
trac
traca
tracas
tracce
traced
tracera
tracers
tracery
traceur
tracey
tracez
tracht
traci
tracie
tracings
tracker
trackin
tracta
tractar
tracte
tracter
tractes
tractions
tracto
tractors
tracts
tracy
trademarks
trades
tradicional
traditions
tradtion
trae
traer
traf
traffica
traffici
traffick
traffico
traffics
trafic
trag
trage
traget
tragt
trahit
trai
traid
traidor
traids
traie
traies
traiing
traila
trailed
trailin
traina
trainee
trainel
trainera
trainers
traini
trainin
trainings
trainino
traino
trais
traita
traitas
traite
traiter
traites
traitons
traje
trakt
traktor
tral
traled
traling
tralling
trals
tram
tramail
tramar
trame
tramer
trames
tramp
tramped
trampled
tramples
tramps
trams
tran
trance
trances
trangle
trank
tranks
transaition
transaitions
transaktion
transaktions
transat
transation
transational
transations
transcation
transcations
transe
transfert
transferts
transforma
transformar
transformations
transforme
transformera
transformers
transformes
transformez
transforms
transgressa
transgresse
transgresser
transgresses
transgressez
transgressons
transgressor
transi
transie
transients
transigent
transigions
transir
transirent
transirions
transis
transistors
transita
transite
transitent
transiti
transitino
transito
transitons
transits
transitted
translata
translater
translates
translatez
translatin
translatons
translit
transmissions
transmit
transmitters
transparence
transparente
transparents
transparenz
transpirent
transporta
transportations
transporte
transporter
transportes
transportez
transports
transposa
transposed
transposer
transposes
transposez
transversa
transverses
transverso
tranverse
trapa
trape
trapo
trapp
trappe
trapper
trappes
trapping
trapu
trapus
tras
trashy
trasition
trasitional
trasitions
traslate
traste
trasverse
trat
trau
traue
trauer
traum
traust
traut
travails
trave
traveler
travelers
travelin
travelings
travelled
travellings
travelo
traveres
traverese
traverls
travers
traversa
traversed
traverser
traverses
traversez
traversi
traverso
trawl
trawler
trawlers
trawling
trawls
treader
treading
treas
treasured
treasurer
treasurers
treatise
treatises
treats
trebe
trebled
trebles
trebling
trece
treed
trefe
treibe
trek
treks
trembla
tremblas
trembler
tremblez
trempasses
tremper
tremule
tren
trena
trenca
trendy
treni
treno
trent
treo
trepe
tres
trespasser
trespassers
tress
tressasses
treta
trete
treu
treue
treues
trey
tria
triad
triade
triads
triai
triais
triait
trialing
trian
triangel
triangles
triangula
triangulai
triangulas
triangule
trianguler
triar
trias
tribal
tribals
tribu
tribulations
tribune
tribus
tribut
tributa
tributes
tributi
tributo
tributs
tric
trice
tricking
trickled
tricky
tridente
tridenti
tridents
trie
trieb
triebe
trient
trier
triest
triez
triff
trifle
trig
trigal
triger
triggern
triggers
trigle
trigon
trigonometrie
trike
trikes
triks
trile
trill
trille
trills
trima
trime
triment
trimer
trimes
triming
trimm
trimmed
trimmen
trimmers
trims
trin
tring
tringle
trings
trink
trio
triol
trios
tripa
tripale
tripe
tripel
tripes
tripla
tripled
tripler
triples
triplet
triplex
triplez
triplo
triply
tripos
trippe
tripped
tripping
tris
trite
triumphs
trival
trivia
triviale
triviali
trix
troches
trocs
trode
trognon
trois
trola
trole
trolla
trolle
trolled
trollen
trolly
tromp
tromps
tron
troncate
trons
trop
tropic
tropicale
tropicali
tropics
tropo
troque
trosas
trost
troth
trots
trou
trouas
troubla
troublas
troubler
troublers
troublez
troue
troughs
troupers
troups
trous
trouser
trow
trowel
troy
troys
truble
truc
truccate
truce
truces
truci
trucked
trucking
truco
trucs
truct
tructs
trudy
trued
truer
trues
truest
trug
truge
trugs
truhe
truie
truies
truing
truk
trum
trumped
trun
trunc
truncates
trunks
trusas
trush
trussed
trusta
trustas
truste
trustee
truster
trustes
trustez
trustis
trusty
truths
trye
tryin
tryst
trysted
trysts
tsar
tsars
tscp
ttls
ttys
tuable
tuai
tuait
tuba
tubai
tubas
tubed
tuber
tubers
tubez
tubi
tubing
tubo
tubs
tubus
tuca
tuch
tucker
tucks
tuco
tuda
tuend
tuent
tuer
tues
tuesdays
tuest
tuff
tugged
tugs
tuile
tuiles
tuina
tukey
tule
tull
tumb
tumbal
tumbe
tumbes
tumeur
tumor
tumours
tumuli
tumulte
tumulti
tumulto
tumults
tunal
tunar
tunas
tunda
tunear
tunera
tuners
tunes
tung
tunin
tunneln
tunney
tunning
tuno
tuns
tuona
tuons
tupa
tupe
tupes
tura
turba
turbai
turbal
turbane
turbano
turbans
turbar
turbe
turbide
turbin
turbina
turbiner
turbines
turbinez
turbini
turbino
turc
turcs
turd
turds
ture
turfed
turfing
turfs
turi
turin
turing
turion
turk
turkeys
turks
turm
turms
turne
turnen
turnep
turner
turnes
turni
turnin
turninc
turnings
turnk
turnkey
turno
turnouts
turnovers
turo
turque
turtles
tusa
tusk
tusks
tust
tuta
tute
tutorials
tutoriel
tutted
tutus
tuxes
tuya
twee
twelfths
twelves
twentieths
twentys
twig
twigs
twill
twine
twines
twinged
twink
twinks
twinned
twint
twip
twips
twista
twistas
twiste
twister
twistes
twistez
twisty
twit
twits
twitted
twitting
twoo
twos
tyhe
tyin
tying
tyke
tykes
tyoed
typa
typant
typas
typen
typer
typez
typicall
typo
typoe
typoes
typos
typs
typus
tyran
tyrann
tyrans
tyrants
tyree
tyrer
tyro
tyroes
tyrone
tyros
tzar
tzars
tzus
uable
uber
uced
udder
udno
uers
ufer
ufers
ugre
uidl
uids
uint
ulcera
ulcere
ulcers
ultimante
ultimare
ultimaste
ultimata
ultimati
ultimato
ultimiate
ultras
umbrellas
umount
umps
unabled
unauthorised
unaware
unbalance
unban
unblock
unblocked
uncalled
unclear
uncler
uncles
unco
uncomfortably
uncovers
undated
undefiled
undefine
underdone
undergrounds
underlie
underlines
underling
undermine
undermined
undermining
underneaths
undersand
underscored
underscores
understandin
understandings
understants
undertaken
undertaker
undertakes
undertone
underworlds
undock
unes
unfits
unform
unfortunates
unge
ungo
ungroups
unharmed
unhold
unible
unicorn
unicorps
unie
unies
unifed
unifie
unifier
unifies
unifiez
uniforma
uniforme
uniformi
uniformo
uniforms
uniformy
uniforum
unify
unii
uninstalls
unione
unioni
unions
uniq
uniquer
uniques
unir
unis
unison
unita
unitas
unite
unites
uniti
unito
univers
universa
universale
universali
universals
universel
universes
universi
universitay
universitys
universo
unknowns
unlatched
unleaded
unlife
unlit
unloader
unloadin
unloads
unlocks
unmarks
unmask
unmet
unnecessarly
unno
unpaved
unready
unreal
unrecognised
unrefined
unsable
unsafer
unsage
unsaged
unsaid
unseat
unsed
unseful
unsent
unser
unseren
unsern
unsless
unsren
unstet
unsual
unsubscribed
unsubscribes
unta
untamed
unte
untel
unter
unterstand
unti
untie
untied
untilled
untitledx
untot
untreu
untreue
untruer
unverstand
unwatched
unweise
unwiser
upas
updaten
updater
updatr
updatrs
uper
upheld
upholds
uploaden
uploader
uploades
uploadin
uploads
uploaed
uplodad
upped
uppers
uproars
upsets
upsides
uptight
upto
upton
ural
urals
uran
urane
urbain
urbana
urbane
urbani
urbano
urbar
urbe
urbi
urce
ures
ureteral
urethal
urethra
urethrae
urethras
uretral
urgea
urgeant
urgente
urgenti
urgents
urger
urges
urgez
urgh
uria
uriahs
urias
uric
urig
urige
urijah
urin
urina
uriner
urines
urinez
urique
uris
urla
urli
urlo
urne
urns
ursine
urti
urto
urus
urza
usabile
usager
usages
usagre
usaje
usal
usar
usare
usarle
usas
usate
usbv
useable
usera
useras
usernames
userss
usez
usher
ushers
usier
usina
usine
usino
usre
usres
ussr
usss
uste
usted
usuale
usuali
usuall
usuel
usura
usure
usurp
usus
utensil
utensile
utensili
util
utilisation
utters
uuidd
uuids
uzai
uzzia
vacante
vacanti
vacants
vacations
vaccin
vaccina
vaccinatin
vaccinations
vacciner
vaccines
vaccinez
vaccini
vaccino
vaccins
vachant
vacilla
vacuums
vade
vafe
vage
vagin
vagina
vaginae
vaginale
vague
vagues
vaiant
vaiation
vaina
vainc
vaine
vaines
vainilla
vains
vair
vais
vajilla
vakuum
vala
valable
valant
valar
valer
vales
valet
valeur
valez
vali
valiable
valiation
valiations
valicate
valida
validant
validare
validated
validater
validates
validations
validatior
validato
valide
validi
valido
valie
valisant
vallay
vallays
valle
valoir
valore
valori
vals
valsant
valse
valses
valt
valu
valuables
valuations
valud
valudation
valuen
valuer
valume
valumes
valur
valus
valuse
valut
valute
valva
valved
vana
vance
vanes
vang
vani
vanillas
vanille
vanne
vano
vans
vantage
vante
vantilla
vaoid
vape
vapeur
vapid
vapidity
vapor
vapours
vaque
vaques
vara
vareo
vari
variabel
variabile
variablen
variabler
variably
variait
variances
variano
variante
variantes
varianz
varianze
varie
varient
varier
varies
variez
varilla
varions
varnishy
varo
varp
vars
varus
varve
varved
varves
varyin
vasa
vasant
vase
vasi
vasilla
vasions
vaso
vasta
vaste
vasti
vasto
vasts
vate
vaters
vati
vats
vaults
vaunt
vaut
vcards
vcsa
veal
vece
veder
veedor
veep
veers
vegetale
veils
veina
veinas
veine
veined
veines
vektor
vektors
vele
veli
velour
velue
velues
velvety
vena
venador
venaison
vencer
vend
vendar
vended
vender
vendo
vendors
vene
veneers
vener
venere
venet
veneur
vengeances
venger
venin
venins
venn
venoms
venta
ventage
vente
venter
ventes
ventez
venti
ventilatin
ventilations
vento
ventor
ventre
ventrue
vents
ventura
ventured
ventures
venturi
venturo
venu
vera
verba
verbale
verbali
verbals
verbat
verbau
verbe
verbi
verbo
verbosa
verbosi
verboso
verbote
verbs
verdal
verdin
verdor
vere
verein
veri
verifi
verifications
verifie
verifier
verifies
verifikation
verifyin
veril
verlose
vermi
vermine
vermis
vern
vernal
vero
verrions
vers
versal
versification
versified
versify
versifying
versino
versione
versioni
versionsn
versons
verst
vert
verticale
verticali
verticals
vertikal
vervet
verz
vesa
vesicle
vesicles
vesse
vesser
vesses
vessez
vessions
vesta
veste
vested
vesti
vesto
vests
vesture
veterana
veterane
veterani
veterano
veterinari
vetors
vets
vetted
vetture
veut
veux
vewed
vews
vexa
vexe
vexer
vexes
vexez
vexin
vial
viale
vibe
vibes
vibrations
viced
vices
vicie
vicions
vico
vicous
victima
victimas
victime
victimes
victor
victors
victual
vida
vidal
vide
videos
vider
videro
vides
videz
vidions
vidro
vidual
vied
vieh
viehs
vieil
viel
viele
vieler
vien
viene
viens
vient
vier
vierer
vies
viewers
viewin
viewings
vifs
viga
vigne
vignes
vila
viler
viles
vili
villager
villaje
villane
ville
villin
vilo
vils
vina
vinage
vinal
vinas
vince
vinegary
viner
vinez
vini
vinions
vino
vins
vinse
vint
vintages
vinte
violant
violat
violatin
violations
viole
violences
violenta
violente
violenti
violento
violents
violenze
violer
violes
violeta
violeto
violets
violett
violez
violi
violine
violini
violino
violins
violon
vipera
vipere
vipern
vipers
vips
vira
viral
viras
vire
viren
vireos
virer
vires
virez
virgen
virgie
virgil
virgine
virgo
virio
virion
virions
viro
virolent
virtuale
virtuali
virtud
virtuel
virtues
virual
virually
visai
visait
visal
visar
visas
vise
viser
vises
visi
visibile
visibiliy
visibles
visibly
visino
visione
visioni
visir
visita
visitar
visitas
visitations
visite
visiteo
visiter
visiters
visites
visitez
visiti
visitin
visitino
visito
visitons
viso
vison
visons
vispa
vissa
vissions
vissons
vist
vista
visted
visti
visting
vistor
vists
visu
visuably
visuali
visuals
visuel
vita
vitae
vitale
vitali
vitals
vitamina
vitamine
vitamins
vitar
vite
vitim
vitual
vitually
vitus
viva
vive
vives
vivions
vize
vlan
vlcs
vlue
vocale
vocali
vocals
vocation
voce
voiced
voici
voids
voie
voies
voile
voilent
voiles
voip
voir
voire
vois
voit
voix
vokal
vola
volage
volano
volatil
volatilen
volatiles
volatili
volatils
volcan
volcanos
volcans
vole
volent
voles
volet
voli
volke
volks
voll
volley
volleys
volo
vols
volt
voltages
voltaje
voltano
voltare
voltate
volte
voltes
voltige
volumen
volumes
volumi
volunteer
volute
volve
volves
vomi
vomie
vomir
vomis
vomito
vomits
vont
vors
vortical
vosa
vota
votas
voted
voter
votera
voteras
votez
voti
voto
votre
vouched
vouches
voue
voues
vous
vowel
vowing
voxes
voyagea
voyaged
voyager
voyages
voyagez
voyers
vpnc
vrillage
vrillages
vulcano
vulnerably
vultures
vulve
vulves
vuote
waage
waals
waas
wabe
wach
wack
wacke
wacks
wadding
wade
waded
wader
waders
wades
wading
wads
wafering
waft
wafted
wafting
wafts
waged
wagen
wagens
wager
wagered
wagering
wagers
waggon
waggons
waging
wags
wagst
wagt
wagte
wahl
wahn
wahr
wahre
wahres
waif
waifs
wailed
wailings
wails
waise
waisted
waists
waite
waiter
waiters
waitin
waive
waived
waives
waiving
waked
waken
wakes
waketh
waking
wald
wale
waled
wales
waling
walken
walkend
walker
walkin
wallen
wallend
waller
wallet
walling
wallis
wallow
wallpapers
walsh
walt
walter
walters
walton
wand
wandel
wanden
wandere
wanderer
wanderings
wandern
wandernd
wanders
wandert
wanderung
wandler
wands
wane
waned
wanes
wang
wange
waning
wank
wanke
wanked
wanking
wanks
wankt
wann
wanner
wanst
wantin
wantons
warb
warble
warbled
warblers
warbles
warded
warder
warding
wards
warehoused
warei
waren
warest
waret
warez
warf
wariness
waring
warlords
warme
warmed
warmes
warmeth
warms
warne
warnen
warner
warns
warnt
warnung
warnungs
warped
warping
warpper
warps
warranta
warrante
warrants
warren
warring
warship
warst
wart
warte
warts
warum
warwe
wary
wasch
washery
washes
washings
washy
wasn
wasnt
wasp
wasser
wassers
waster
wasters
watchings
watchmans
wate
waten
waterbed
waterer
watermarks
watery
wath
wats
watt
watte
wattles
watts
waver
wavered
wavering
wavers
wavy
waxen
waxes
waxing
waxy
wayfarings
waysides
weaken
weakly
weal
weals
wean
weaning
wearer
wearier
wearies
wearin
wearn
wearned
wearning
wearnings
wears
wearying
weatherin
weathers
weaved
weavers
weaves
webb
webcasts
webe
weblates
webm
webp
webseite
websites
webt
weck
weckend
wecker
wedded
weddings
weder
wedged
wedges
wedgie
wedging
wednesdays
weds
weed
weeded
weeding
weeds
weeing
weekdays
weekends
weepings
weeps
weepy
weer
wees
weest
wefts
wege
weges
wegs
wehe
wehen
wehr
wehre
weht
weib
weich
weicht
weide
weigher
weighin
weighting
weighty
weiht
weil
weild
weile
weill
weilt
wein
weine
weines
weint
weirdo
weirs
weise
weiser
weist
weit
weite
weiter
weitern
weites
weith
weither
weithin
welcomed
welcomes
welder
weldon
welds
weldyns
welle
welled
welles
welling
welt
welted
welting
welts
wench
wenches
wend
wended
wending
wends
wenn
wens
wepon
werbe
werd
werde
werds
werf
werfe
werft
werg
werid
werk
werke
wero
wers
wert
werte
wesak
weser
wesir
wesnoths
weste
westen
westerns
westins
westl
weston
wests
westwards
wesvolk
wether
wetness
wets
wett
wettern
weve
wget
whaled
whaler
whales
wham
whan
whatd
whats
wheal
wheals
wheather
wheedled
wheeler
wheezed
wheight
wheights
whelks
whell
whelp
whens
whent
wher
whereat
wherefores
whereinto
wheres
whet
whetting
whew
whey
whig
whigs
whiled
whiles
whiling
whim
whimper
whims
whine
whines
whiped
whir
whirlwinds
whirs
whish
whisker
whispers
whist
whistled
whistlers
whistles
whit
whited
whiten
whiter
whites
whitespaces
whithe
whiting
whitings
whits
whittle
whittler
whittling
whiz
whod
whoevers
wholes
wholesaled
wholesaler
wholesales
wholl
wholy
whomever
whoms
whore
whos
whosoevers
whys
whyt
wich
wick
wickel
wicker
wicket
widder
widen
widmet
widnows
wieder
wieds
wieghted
wielder
wielding
wields
wien
wiener
wies
wiese
wifely
wifes
wifi
wigged
wighed
wight
wighted
wights
wigner
wigs
wikis
wilda
wilde
wilder
wilds
wile
wiled
wiles
wiling
wilks
willa
wille
willed
willig
willows
willowy
wills
willy
wilting
wilts
wily
wince
winced
winces
wincing
winde
winded
winder
winders
windes
windig
windings
windrow
windung
windy
wined
winge
winger
winging
wining
winked
winking
winks
winkt
winners
winnings
winnow
winnows
wino
winos
wins
winters
wintery
winzer
wiper
wipes
wiping
wipp
wipped
wird
wirde
wirded
wirds
wireds
wirf
wirk
wirke
wirr
wirres
wirs
wirst
wirt
wiry
wisch
wises
wished
wisher
wishers
wishing
wising
wisp
wisse
wist
witched
witches
witching
witchs
wite
witha
withdrawals
withdrawl
withdraws
withe
withes
withholds
withour
withs
withstands
witless
witnessed
witnesss
wits
witt
witting
witwer
witz
wive
wizes
wnat
wnidows
woad
woanders
woes
wogen
wohl
wohle
wohn
woild
woke
woken
woks
wolfe
wolff
wolfs
woll
wollen
womans
wombs
womens
womp
wonderin
wong
wont
wonted
wooded
woodlands
woodmen
woodpeckers
woodsy
woody
wooed
woofs
woolen
woolf
woollens
woolly
wooly
woos
wooten
woran
wordbook
worded
worden
wording
wordlist
wordy
wore
woren
worin
workaday
workbooks
workd
workds
worke
workflows
workin
workings
worklists
workmens
workshops
workspaces
worl
worls
wormed
worming
wormy
worrier
worriers
worring
wors
worsen
worshiper
worshipers
worshiping
worshipper
worships
worsts
wort
worte
worts
worum
wose
wotan
woth
woul
woulda
woulds
wounder
wove
wovon
wows
wpan
wraith
wrappers
wrappings
wrapt
wraths
wreak
wreathe
wreaths
wrenched
wrens
wrest
wretch
wretches
wrier
wriest
wright
wring
wrings
wrists
writ
writed
writers
writest
writhe
writhes
writhing
writs
writte
writter
writtin
wrongdoings
wrongs
wrose
wrte
wrung
wund
wunder
wurm
wurst
wust
wyrm
wyrms
xform
xsdt
xslts
yachts
yahs
yahwehs
yarda
yare
yarns
yaro
yawl
yawn
yawp
yaws
yeahs
yearn
yearns
yeas
yeasts
yeasty
yeats
yeet
yellows
yema
yens
yeps
yere
yero
yesar
yeso
yest
yesterdays
yeti
yews
yieldings
yock
yoked
yokel
yokels
yoko
yole
yolk
yong
yore
youd
youn
youre
yourselfe
yourselv
yourselve
yous
youself
youths
yuvp
yves
zabud
zachariah
zadoks
zain
zalmunnas
zane
zarah
zealots
zebedees
zebu
zebub
zebus
zedekia
zedekiahs
zedekias
zela
zelah
zell
zelo
zelophchad
zeno
zeri
zerm
zeroes
zeror
zerors
zeruah
zibai
zibas
zibe
zibeons
zibia
zibja
zibo
zieh
ziha
zillah
zina
zincs
zing
zink
zinn
zins
zions
zior
zipper
zippora
zippors
zips
ziza
zoans
zoba
zohar
zombi
zombis
zona
zonas
zoned
zonen
zoner
zonez
zooma
zoome
zooms
zoos
zope
zora
zorch
zorha
zorn
zorne
zornes
zote
zuars
zugr
zuph
zura
zurg
zuri
zuro
zurs
zuzar
zwar
"""
