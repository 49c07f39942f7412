"use strict"; // Generated (tools/codegen)
function requiredError(instancePath,schemaPath,missingProperty){return{instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property '"+missingProperty+"'"};}
module.exports = {requiredError};
