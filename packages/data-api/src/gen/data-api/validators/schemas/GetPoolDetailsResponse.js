// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { fail, failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { PoolDetails } from "./PoolDetails.js";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

export function GetPoolDetailsResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			const data0 = data.data;
			const errs1 = errors.length;
			let valid2 = false;
			const errs3 = errors.length;
			if (!PoolDetails(data0)) errors.push(...failed(PoolDetails, data0, path + "/data"));
			valid2 = errors.length === errs3;
			if (!valid2) {
				const errs4 = errors.length;
				if (!(data0 === null)) typeFail(errors, path + "/data", "#/allOf/1/properties/data/anyOf/1", "null");
				valid2 = errors.length === errs4;
			}
			if (valid2) {
				errors.length = errs1;
			} else {
				fail(errors, path + "/data", "#/allOf/1/properties/data/anyOf", "anyOf", {}, "must match a schema in anyOf");
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetPoolDetailsResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
