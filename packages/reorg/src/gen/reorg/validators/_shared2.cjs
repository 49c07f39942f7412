"use strict"; // Generated (tools/codegen)
function patternError(instancePath,schemaPath,pattern){return{instancePath,schemaPath,keyword:"pattern",params:{pattern},message:"must match pattern \""+pattern+"\""};}
const pattern5 = new RegExp("^[0-9a-f]{64}$", "u");
module.exports = {patternError,pattern5};
