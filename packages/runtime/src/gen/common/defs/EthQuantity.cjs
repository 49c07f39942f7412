"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const pattern16 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", "u");
function validate36(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern16.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate36.errors=vErrors;return errors===0;}
exports.EthQuantity = validate36;
