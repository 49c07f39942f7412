"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const pattern14 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");
function validate34(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern14.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^0x[0-9a-fA-F]{40}$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate34.errors=vErrors;return errors===0;}
exports.EthAddress = validate34;
