"use strict"; // Generated (tools/codegen)
function concatErrors(errors,more){return errors===null?more:errors.concat(more);}
module.exports = {concatErrors};
