// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { AlkaneBalance } from "./AlkaneBalance.js";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

export function GetAlkanesByAddressResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			const data0 = data.data;
			if (Array.isArray(data0)) {
				const path0 = path + "/data";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!AlkaneBalance(data0[i1])) errors.push(...failed(AlkaneBalance, data0[i1], path0 + "/" + i1));
				}
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GetAlkanesByAddressResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
