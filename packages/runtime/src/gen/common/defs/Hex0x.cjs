"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const pattern13 = new RegExp("^0x[0-9a-fA-F]*$", "u");
function validate33(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern13.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^0x[0-9a-fA-F]*$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate33.errors=vErrors;return errors===0;}
exports.Hex0x = validate33;
