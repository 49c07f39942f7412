"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const pattern15 = new RegExp("^0x[0-9a-fA-F]{64}$", "u");
function validate35(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern15.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^0x[0-9a-fA-F]{64}$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate35.errors=vErrors;return errors===0;}
exports.EthHash = validate35;
